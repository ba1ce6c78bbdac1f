<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="es">
<context>
    <name>ActaExportDialog</name>
    <message>
        <source>Documento PDF (*.pdf)</source>
        <translation>PDF document (*.pdf)</translation>
    </message>
    <message>
        <source>Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)</source>
        <translation>Certificate with key (*.p12 *.pfx);;All files (*)</translation>
    </message>
    <message>
        <source>Delegado local</source>
        <translation>Home delegate</translation>
    </message>
    <message>
        <source>Delegado visitante</source>
        <translation>Away delegate</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Acta en PDF — {home} – {away}</source>
        <translation>Acta as PDF — {home} – {away}</translation>
    </message>
    <message>
        <source>Acta cerrada el {when}</source>
        <translation>Acta closed on {when}</translation>
    </message>
    <message>
        <source>Acta abierta: el PDF será un borrador, sin valor hasta que se cierre</source>
        <translation>Acta open: the PDF will be a draft, with no standing until the acta is closed</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when}&lt;br&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt; · {state}</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Round {round} · {when}&lt;br&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt; · {state}</translation>
    </message>
    <message>
        <source>&amp;Firmar con un certificado digital</source>
        <translation>&amp;Sign with a digital certificate</translation>
    </message>
    <message>
        <source>Solo se firma digitalmente un acta cerrada (firmada en pantalla)</source>
        <translation>Only a closed acta (signed on screen) is signed digitally</translation>
    </message>
    <message>
        <source>Archivo .p12 o .pfx (FNMT o emitido por el club)</source>
        <translation>.p12 or .pfx file (FNMT or issued by the club)</translation>
    </message>
    <message>
        <source>Archivo del certificado</source>
        <translation>Certificate file</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>Elegir el archivo del certificado</source>
        <translation>Choose the certificate file</translation>
    </message>
    <message>
        <source>Contraseña del certificado</source>
        <translation>Certificate passphrase</translation>
    </message>
    <message>
        <source>Quién firma</source>
        <translation>Who signs</translation>
    </message>
    <message>
        <source>Certificado:</source>
        <translation>Certificate:</translation>
    </message>
    <message>
        <source>Contraseña:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <source>Firma como:</source>
        <translation>Signs as:</translation>
    </message>
    <message>
        <source>Certificado</source>
        <translation>Certificate</translation>
    </message>
    <message>
        <source>Añadir &amp;otra firma al PDF exportado</source>
        <translation>Add an&amp;other signature to the exported PDF</translation>
    </message>
    <message>
        <source>El siguiente firmante elige su certificado y su papel y firma el mismo archivo</source>
        <translation>The next signer chooses their certificate and role and signs the same file</translation>
    </message>
    <message>
        <source>&amp;Imprimir…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Abrir &amp;carpeta</source>
        <translation>Open &amp;folder</translation>
    </message>
    <message>
        <source>&amp;Papel…</source>
        <translation>P&amp;aper…</translation>
    </message>
    <message>
        <source>Impresos para cuando falla el ordenador</source>
        <translation>Paper forms for when the computer fails</translation>
    </message>
    <message>
        <source>Impresos en papel</source>
        <translation>Paper forms</translation>
    </message>
    <message>
        <source>Alineaciones (art. 16.3)</source>
        <translation>Alineaciones (art. 16.3)</translation>
    </message>
    <message>
        <source>Acta en blanco</source>
        <translation>Blank acta</translation>
    </message>
    <message>
        <source>Planillas con los nombres</source>
        <translation>Score sheets with the names</translation>
    </message>
    <message>
        <source>Comprobación del PDF</source>
        <translation>Check of the PDF</translation>
    </message>
    <message>
        <source>Aquí aparece la comprobación que Delegado hace del PDF antes de darlo por bueno.</source>
        <translation>The check Delegado makes of the PDF before accepting it appears here.</translation>
    </message>
    <message>
        <source>&amp;Exportar PDF firmado…</source>
        <translation>&amp;Export signed PDF…</translation>
    </message>
    <message>
        <source>&amp;Exportar PDF…</source>
        <translation>&amp;Export PDF…</translation>
    </message>
    <message>
        <source>Elegir certificado</source>
        <translation>Choose certificate</translation>
    </message>
    <message>
        <source>Firmar</source>
        <translation>Sign</translation>
    </message>
    <message>
        <source>Elija el archivo del certificado (.p12 o .pfx).</source>
        <translation>Choose the certificate file (.p12 or .pfx).</translation>
    </message>
    <message>
        <source>✖ {done}, pero la comprobación encontró problemas.</source>
        <translation>✖ {done}, but the check found problems.</translation>
    </message>
    <message>
        <source>✔ {done}. Comprobado por Delegado: firmas y datos íntegros.</source>
        <translation>✔ {done}. Checked by Delegado: signatures and data intact.</translation>
    </message>
    <message>
        <source>Exportar acta</source>
        <translation>Export acta</translation>
    </message>
    <message>
        <source>Guardar el acta</source>
        <translation>Save the acta</translation>
    </message>
    <message>
        <source>No se ha exportado el acta</source>
        <translation>The acta was not exported</translation>
    </message>
    <message>
        <source>No se pudo exportar el acta.</source>
        <translation>The acta could not be exported.</translation>
    </message>
    <message>
        <source>Acta firmada y guardada en {pdf}; datos en {json}</source>
        <translation>Acta signed and saved in {pdf}; data in {json}</translation>
    </message>
    <message>
        <source>Acta guardada (sin firma digital) en {pdf}; datos en {json}</source>
        <translation>Acta saved (without a digital signature) in {pdf}; data in {json}</translation>
    </message>
    <message>
        <source>No se ha añadido la firma</source>
        <translation>The signature was not added</translation>
    </message>
    <message>
        <source>Firma de {name} ({role}) añadida</source>
        <translation>Signature of {name} ({role}) added</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {error}</source>
        <translation>{file} cannot be read: {error}</translation>
    </message>
    <message>
        <source>Acta del encuentro</source>
        <translation>Encuentro acta</translation>
    </message>
    <message>
        <source>Alineaciones</source>
        <translation>Alineaciones</translation>
    </message>
    <message>
        <source>Planillas</source>
        <translation>Score sheets</translation>
    </message>
</context>
<context>
    <name>AnnexDialog</name>
    <message>
        <source>Anexo al acta</source>
        <translation>Annex to the acta</translation>
    </message>
    <message>
        <source>Texto del anexo</source>
        <translation>Text of the annex</translation>
    </message>
    <message>
        <source>Quién firma el anexo</source>
        <translation>Who signs the annex</translation>
    </message>
    <message>
        <source>Nombre de quien firma</source>
        <translation>Name of the signer</translation>
    </message>
    <message>
        <source>Licencia de quien firma</source>
        <translation>Licence of the signer</translation>
    </message>
    <message>
        <source>&amp;Texto:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>&amp;Firma:</source>
        <translation>&amp;Signature:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Licencia:</source>
        <translation>&amp;Licence:</translation>
    </message>
    <message>
        <source>Escriba el texto del anexo.</source>
        <translation>Write the text of the annex.</translation>
    </message>
    <message>
        <source>Escriba el nombre de quien firma el anexo.</source>
        <translation>Write the name of whoever signs the annex.</translation>
    </message>
    <message>
        <source>Escriba la licencia de quien firma el anexo.</source>
        <translation>Type the licence of whoever signs the annex.</translation>
    </message>
    <message>
        <source>Falta la firma dibujada.</source>
        <translation>The drawn signature is missing.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Copia de seguridad</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>No se ha podido hacer la copia de seguridad diaria. Los datos siguen a salvo en la base de datos; los detalles están en el registro.</source>
        <translation>The daily backup could not be made. The data is still safe in the database; the details are in the log.</translation>
    </message>
    <message>
        <source>… y {count} más (en el registro).</source>
        <translation>… and {count} more (in the log).</translation>
    </message>
    <message>
        <source>Datos alterados fuera de la aplicación</source>
        <translation>Data altered outside the application</translation>
    </message>
    <message>
        <source>Al abrir la base de datos se han encontrado cambios que Delegado no hizo:

{problems}

No dé por buenas las actas afectadas sin revisarlas. Puede restaurar una copia anterior en Ajustes → Copias de seguridad.</source>
        <translation>Opening the database found changes that Delegado did not make:

{problems}

Do not accept the affected actas without reviewing them. You can restore an earlier backup in Settings → Backups.</translation>
    </message>
    <message>
        <source>Solo lectura</source>
        <translation>Read-only</translation>
    </message>
    <message>
        <source>Los detalles están en el registro:
{file}</source>
        <translation>The details are in the log:
{file}</translation>
    </message>
    <message>
        <source>Error inesperado</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <source>Se ha producido un error inesperado y la última acción no se ha completado. Los datos guardados hasta ahora están a salvo.</source>
        <translation>An unexpected error occurred and the last action was not completed. The data saved so far is safe.</translation>
    </message>
</context>
<context>
    <name>Asientos</name>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>O</source>
        <translation>W</translation>
    </message>
</context>
<context>
    <name>AuthorityRow</name>
    <message>
        <source>(la del sistema)</source>
        <translation>(the system&apos;s)</translation>
    </message>
    <message>
        <source>E&amp;legir…</source>
        <translation>C&amp;hoose…</translation>
    </message>
    <message>
        <source>Elegir la autoridad del servidor</source>
        <translation>Choose the server&apos;s authority</translation>
    </message>
    <message>
        <source>&amp;Autoridad del servidor:</source>
        <translation>Server&apos;s &amp;authority:</translation>
    </message>
    <message>
        <source>Autoridad del servidor</source>
        <translation>Server&apos;s authority</translation>
    </message>
    <message>
        <source>Certificados (*.pem *.crt)</source>
        <translation>Certificates (*.pem *.crt)</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <source>No se puede abrir la base de datos</source>
        <translation>The database cannot be opened</translation>
    </message>
    <message>
        <source>Esta ventana es de solo lectura: otra ventana de Delegado está escribiendo en la base de datos. Restaure o importe desde aquella.</source>
        <translation>This window is read-only: another Delegado window is writing to the database. Restore or import from that one.</translation>
    </message>
    <message>
        <source>Base de datos de Delegado (*.sqlite3);;Todos los archivos (*)</source>
        <translation>Delegado database (*.sqlite3);;All files (*)</translation>
    </message>
    <message>
        <source>Copias de seguridad</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Carpeta: {folder}</source>
        <translation>Folder: {folder}</translation>
    </message>
    <message>
        <source>Fecha</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Contenido</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source>Tamaño</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Todavía no hay copias de seguridad.</source>
        <translation>There are no backups yet.</translation>
    </message>
    <message>
        <source>Copias automáticas que se conservan</source>
        <translation>Automatic backups kept</translation>
    </message>
    <message>
        <source>&amp;Conservar las últimas</source>
        <translation>&amp;Keep the last</translation>
    </message>
    <message>
        <source>copias automáticas (diarias y al cerrar un acta)</source>
        <translation>automatic backups (daily and when an acta is closed)</translation>
    </message>
    <message>
        <source>&amp;Restaurar…</source>
        <translation>&amp;Restore…</translation>
    </message>
    <message>
        <source>Restaurar la copia seleccionada</source>
        <translation>Restore the selected backup</translation>
    </message>
    <message>
        <source>&amp;Exportar base de datos…</source>
        <translation>&amp;Export database…</translation>
    </message>
    <message>
        <source>Guardar toda la base de datos en un solo archivo</source>
        <translation>Save the whole database in a single file</translation>
    </message>
    <message>
        <source>&amp;Importar base de datos…</source>
        <translation>&amp;Import database…</translation>
    </message>
    <message>
        <source>Sustituir la base de datos por un archivo exportado</source>
        <translation>Replace the database with an exported file</translation>
    </message>
    <message>
        <source>¿Restaurar la copia del {date}?

Motivo: {reason}.
Contiene: {contents}.

La base de datos actual ({current}) se guardará antes como otra copia de esta lista, para poder volver a ella.</source>
        <translation>Restore the backup of {date}?

Reason: {reason}.
Contains: {contents}.

The current database ({current}) will first be saved as another backup in this list, so that you can go back to it.</translation>
    </message>
    <message>
        <source>Restaurar copia de seguridad</source>
        <translation>Restore backup</translation>
    </message>
    <message>
        <source>Copia restaurada</source>
        <translation>Backup restored</translation>
    </message>
    <message>
        <source>Se ha restaurado la copia del {date} ({contents}).</source>
        <translation>The backup of {date} ({contents}) has been restored.</translation>
    </message>
    <message>
        <source>Exportar base de datos</source>
        <translation>Export database</translation>
    </message>
    <message>
        <source>No se ha podido exportar: {error}</source>
        <translation>It could not be exported: {error}</translation>
    </message>
    <message>
        <source>Base de datos exportada a «{file}» ({contents}).</source>
        <translation>Database exported to “{file}” ({contents}).</translation>
    </message>
    <message>
        <source>Importar base de datos</source>
        <translation>Import database</translation>
    </message>
    <message>
        <source>«{file}» no contiene una base de datos.</source>
        <translation>“{file}” does not contain a database.</translation>
    </message>
    <message>
        <source>No se puede importar: {why}</source>
        <translation>It cannot be imported: {why}</translation>
    </message>
    <message>
        <source>¿Sustituir la base de datos por «{file}»?

Contiene: {contents}.

La base de datos actual ({current}) se guardará antes como una copia de esta lista, para poder volver a ella.</source>
        <translation>Replace the database with “{file}”?

Contains: {contents}.

The current database ({current}) will first be saved as a backup in this list, so that you can go back to it.</translation>
    </message>
    <message>
        <source>Base de datos importada de «{file}» ({contents}).</source>
        <translation>Database imported from “{file}” ({contents}).</translation>
    </message>
    <message>
        <source>No se ha podido completar: {error}

Si la base de datos llegó a sustituirse, la anterior está en esta lista de copias.</source>
        <translation>It could not be completed: {error}

If the database was replaced, the previous one is in this list of backups.</translation>
    </message>
    <message>
        <source>Solo lectura</source>
        <translation>Read-only</translation>
    </message>
    <message>
        <source>«{file}» ya está abierta en otra ventana de Delegado (o en una orden en curso). Esta ventana se abre en modo de solo lectura: puede consultarlo todo, pero no cambiar nada. Para hacer cambios, cierre la otra ventana y vuelva a abrir esta.</source>
        <translation>«{file}» is already open in another Delegado window (or in a command still running). This window opens read-only: you can look at everything but change nothing. To make changes, close the other window and open this one again.</translation>
    </message>
    <message>
        <source>{problem}

No hay ninguna copia de seguridad que restaurar (se buscan en {folder}). El archivo se ha dejado tal como está.</source>
        <translation>{problem}

There is no backup to restore (they are looked for in {folder}). The file has been left as it is.</translation>
    </message>
    <message>
        <source>El archivo dañado no se borra: se guardará aparte, sin cambios.</source>
        <translation>The damaged file is not deleted: it will be kept aside, unchanged.</translation>
    </message>
    <message>
        <source>{problem}

Hay una copia de seguridad del {date} ({reason}) que contiene {contents}.

¿Restaurar esa copia?</source>
        <translation>{problem}

There is a backup of {date} ({reason}) that contains {contents}.

Restore that backup?</translation>
    </message>
    <message>
        <source>Base de datos vacía o ausente</source>
        <translation>Database empty or missing</translation>
    </message>
    <message>
        <source>Base de datos dañada</source>
        <translation>Damaged database</translation>
    </message>
    <message>
        <source>{problem}

No se ha restaurado ninguna copia y el archivo se ha dejado tal como está. Las copias están en {folder}.</source>
        <translation>{problem}

No backup has been restored and the file has been left as it is. The backups are in {folder}.</translation>
    </message>
    <message>
        <source>No se ha podido restaurar la copia: {error}</source>
        <translation>The backup could not be restored: {error}</translation>
    </message>
    <message>
        <source>El archivo anterior se ha guardado como «{file}».</source>
        <translation>The previous file has been kept as “{file}”.</translation>
    </message>
</context>
<context>
    <name>BoardDialog</name>
    <message>
        <source>Posición en el tablero</source>
        <translation>Position on the board</translation>
    </message>
    <message>
        <source>Elija una pieza y pulse las casillas; pulsarla otra vez con la misma pieza la quita. Indique quién tiene el turno.</source>
        <translation>Choose a piece and click the squares; clicking again with the same piece removes it. Say whose turn it is.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Casilla {square}</source>
        <translation>Square {square}</translation>
    </message>
    <message>
        <source>rey</source>
        <translation>king</translation>
    </message>
    <message>
        <source>dama</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>torre</source>
        <translation>rook</translation>
    </message>
    <message>
        <source>alfil</source>
        <translation>bishop</translation>
    </message>
    <message>
        <source>caballo</source>
        <translation>knight</translation>
    </message>
    <message>
        <source>peón</source>
        <translation>pawn</translation>
    </message>
    <message>
        <source>blanco</source>
        <translation>white</translation>
    </message>
    <message>
        <source>negro</source>
        <translation>black</translation>
    </message>
    <message>
        <source>Quitar pieza</source>
        <translation>Remove piece</translation>
    </message>
    <message>
        <source>Quitar la pieza de la casilla</source>
        <translation>Remove the piece from the square</translation>
    </message>
    <message>
        <source>Juegan &amp;blancas</source>
        <translation>&amp;White to move</translation>
    </message>
    <message>
        <source>Juegan &amp;negras</source>
        <translation>&amp;Black to move</translation>
    </message>
    <message>
        <source>&amp;Vaciar</source>
        <translation>&amp;Empty</translation>
    </message>
    <message>
        <source>Posición &amp;inicial</source>
        <translation>&amp;Initial position</translation>
    </message>
    <message>
        <source>Número de la jugada</source>
        <translation>Move number</translation>
    </message>
    <message>
        <source>&amp;Jugada n.º:</source>
        <translation>&amp;Move no.:</translation>
    </message>
    <message>
        <source>FEN: {fen}</source>
        <translation>FEN: {fen}</translation>
    </message>
</context>
<context>
    <name>BoardSlot</name>
    <message>
        <source>Tablero {board}</source>
        <translation>Board {board}</translation>
    </message>
    <message>
        <source>— vacío (arrastre aquí un jugador) —</source>
        <translation>— empty (drag a player here) —</translation>
    </message>
    <message>
        <source>n.º {number}</source>
        <translation>no. {number}</translation>
    </message>
    <message>
        <source>sin n.º</source>
        <translation>no number</translation>
    </message>
    <message>
        <source> (escrito a mano)</source>
        <translation> (typed by hand)</translation>
    </message>
</context>
<context>
    <name>BusyBar</name>
    <message>
        <source>Correo en curso</source>
        <translation>Mail in progress</translation>
    </message>
</context>
<context>
    <name>CalendarImportDialog</name>
    <message>
        <source>Importar calendario — {competition}</source>
        <translation>Import calendar — {competition}</translation>
    </message>
    <message>
        <source>&amp;Crear los equipos que no existan</source>
        <translation>&amp;Create the teams that do not exist</translation>
    </message>
    <message>
        <source>Los equipos del archivo que no están inscritos se crean como equipos rivales</source>
        <translation>The file&apos;s teams that are not registered are created as rival teams</translation>
    </message>
    <message>
        <source>Línea</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Comprobación</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Vista previa del calendario</source>
        <translation>Calendar preview</translation>
    </message>
    <message>
        <source>Problemas encontrados</source>
        <translation>Problems found</translation>
    </message>
    <message>
        <source>&amp;Importar</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>{matches} en {rounds}: se puede importar.</source>
        <translation>{matches} in {rounds}: ready to import.</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s)</source>
        <translation>
            <numerusform>%n encuentro</numerusform>
            <numerusform>%n encuentros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ronda(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problema(s)&lt;/b&gt;: no se importará nada hasta que el archivo esté bien.</source>
        <translation>
            <numerusform>&lt;b&gt;%n problem&lt;/b&gt;: nothing will be imported until the file is right.</numerusform>
            <numerusform>&lt;b&gt;%n problems&lt;/b&gt;: nothing will be imported until the file is right.</numerusform>
        </translation>
    </message>
    <message>
        <source>Equipos nuevos: {teams}.</source>
        <translation>New teams: {teams}.</translation>
    </message>
    <message>
        <source>correcto</source>
        <translation>correct</translation>
    </message>
</context>
<context>
    <name>CertificatesDialog</name>
    <message>
        <source>Certificado con clave (*.p12);;Todos los archivos (*)</source>
        <translation>Certificate with key (*.p12);;All files (*)</translation>
    </message>
    <message>
        <source>Certificado (*.pem);;Todos los archivos (*)</source>
        <translation>Certificate (*.pem);;All files (*)</translation>
    </message>
    <message>
        <source>La contraseña debe tener al menos {n} caracteres.</source>
        <translation>The passphrase must have at least {n} characters.</translation>
    </message>
    <message>
        <source>Las dos contraseñas no coinciden.</source>
        <translation>The two passphrases do not match.</translation>
    </message>
    <message>
        <source>Certificados de firma</source>
        <translation>Signing certificates</translation>
    </message>
    <message>
        <source>Si los delegados no tienen certificado de la FNMT, el club puede ser su propia autoridad de firma: la crea una vez, emite un certificado a cada delegado y da a la federación el certificado de la autoridad para que confíe en sus firmas.</source>
        <translation>If the delegates have no FNMT certificate, the club can be its own signing authority: it creates it once, issues a certificate to each delegate and gives the federation the authority&apos;s certificate so that it trusts their signatures.</translation>
    </message>
    <message>
        <source>Nombre del club</source>
        <translation>Club name</translation>
    </message>
    <message>
        <source> años</source>
        <translation> years</translation>
    </message>
    <message>
        <source>Validez de la autoridad, en años</source>
        <translation>Validity of the authority, in years</translation>
    </message>
    <message>
        <source>Contraseña de la autoridad</source>
        <translation>Authority passphrase</translation>
    </message>
    <message>
        <source>Repita la contraseña de la autoridad</source>
        <translation>Repeat the authority passphrase</translation>
    </message>
    <message>
        <source>&amp;Crear autoridad…</source>
        <translation>&amp;Create authority…</translation>
    </message>
    <message>
        <source>&amp;Abrir autoridad…</source>
        <translation>&amp;Open authority…</translation>
    </message>
    <message>
        <source>Escriba antes en «Contraseña» la de la autoridad. Si el club aún no la tiene aquí, elija después el archivo .p12 donde la guardó.</source>
        <translation>First type the authority’s passphrase under “Passphrase”. If the club does not have it here yet, then choose the .p12 file where you kept it.</translation>
    </message>
    <message>
        <source>E&amp;xportar certificado para la federación…</source>
        <translation>E&amp;xport certificate for the federation…</translation>
    </message>
    <message>
        <source>Club:</source>
        <translation>Club:</translation>
    </message>
    <message>
        <source>Validez:</source>
        <translation>Validity:</translation>
    </message>
    <message>
        <source>Contraseña:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <source>Repita la contraseña:</source>
        <translation>Repeat the passphrase:</translation>
    </message>
    <message>
        <source>Autoridad de firma del club</source>
        <translation>The club&apos;s signing authority</translation>
    </message>
    <message>
        <source>Nombre y apellidos del delegado</source>
        <translation>Delegate&apos;s full name</translation>
    </message>
    <message>
        <source>Certificado de {name} ({dni}) guardado en {file}, válido hasta el {date}. Entrégueselo junto con su contraseña por separado.</source>
        <translation>Certificate of {name} ({dni}) saved in {file}, valid until {date}. Hand it over, and its passphrase separately.</translation>
    </message>
    <message>
        <source>Validez del certificado, en años</source>
        <translation>Validity of the certificate, in years</translation>
    </message>
    <message>
        <source>Contraseña del certificado del delegado</source>
        <translation>Passphrase of the delegate&apos;s certificate</translation>
    </message>
    <message>
        <source>Repita la contraseña del certificado del delegado</source>
        <translation>Repeat the passphrase of the delegate&apos;s certificate</translation>
    </message>
    <message>
        <source>&amp;Emitir certificado…</source>
        <translation>&amp;Issue certificate…</translation>
    </message>
    <message>
        <source>Nombre y apellidos:</source>
        <translation>Full name:</translation>
    </message>
    <message>
        <source>Certificado de un delegado</source>
        <translation>A delegate&apos;s certificate</translation>
    </message>
    <message>
        <source>&amp;Proteger la autoridad existente</source>
        <translation>&amp;Protect the existing authority</translation>
    </message>
    <message>
        <source>&amp;Crear autoridad</source>
        <translation>&amp;Create authority</translation>
    </message>
    <message>
        <source>Autoridad abierta: {subject} · válida hasta el {date}
Huella SHA-256: {sha}</source>
        <translation>Authority open: {subject} · valid until {date}
SHA-256 fingerprint: {sha}</translation>
    </message>
    <message>
        <source>La clave de la autoridad del club está guardada sin cifrar en {file}. Escriba dos veces una contraseña y pulse «Proteger la autoridad existente»: se guardará cifrada y se borrará la copia sin cifrar.</source>
        <translation>The club authority’s key is stored unencrypted in {file}. Type a passphrase twice and press “Protect the existing authority”: it will be stored encrypted and the unencrypted copy deleted.</translation>
    </message>
    <message>
        <source>El club ya tiene autoridad ({file}). Escriba su contraseña y pulse «Abrir autoridad».</source>
        <translation>The club already has an authority ({file}). Type its passphrase and press “Open authority”.</translation>
    </message>
    <message>
        <source>Huella SHA-256: {sha}</source>
        <translation>SHA-256 fingerprint: {sha}</translation>
    </message>
    <message>
        <source>El club aún no tiene autoridad de firma: créela o, si la guardó en un archivo .p12, ábrala desde él.</source>
        <translation>The club has no signing authority yet: create it or, if you kept it in a .p12 file, open it from there.</translation>
    </message>
    <message>
        <source>Autoridad creada y guardada en {file}, protegida con su contraseña (la misma que pide «delegado certificados emitir»). Guarde una copia de ese archivo en lugar seguro y exporte su certificado para la federación.</source>
        <translation>Authority created and saved in {file}, protected by its passphrase (the one “delegado certificados emitir” asks for). Keep a copy of that file in a safe place and export its certificate for the federation.</translation>
    </message>
    <message>
        <source>Autoridad del club</source>
        <translation>Club authority</translation>
    </message>
    <message>
        <source>DNI o NIE del delegado</source>
        <translation>Delegate&apos;s ID number (DNI or NIE)</translation>
    </message>
    <message>
        <source>12345678Z o X1234567L</source>
        <translation>12345678Z or X1234567L</translation>
    </message>
    <message>
        <source>Licencia federativa del delegado</source>
        <translation>Delegate&apos;s federation licence</translation>
    </message>
    <message>
        <source>DNI/NIE:</source>
        <translation>ID (DNI/NIE):</translation>
    </message>
    <message>
        <source>Licencia:</source>
        <translation>Licence:</translation>
    </message>
    <message>
        <source>Escriba el nombre del club.</source>
        <translation>Type the name of the club.</translation>
    </message>
    <message>
        <source>No se ha creado: {error}</source>
        <translation>It was not created: {error}</translation>
    </message>
    <message>
        <source>Abrir la autoridad del club</source>
        <translation>Open the club authority</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {error}</source>
        <translation>{file} cannot be read: {error}</translation>
    </message>
    <message>
        <source>Exportar certificado de la autoridad</source>
        <translation>Export the authority&apos;s certificate</translation>
    </message>
    <message>
        <source>Exportar certificado</source>
        <translation>Export certificate</translation>
    </message>
    <message>
        <source>No se pudo guardar: {error}</source>
        <translation>It could not be saved: {error}</translation>
    </message>
    <message>
        <source>Certificado de la autoridad guardado en {file}. Es público (no lleva la clave): envíelo a la federación para que compruebe las actas firmadas por el club.</source>
        <translation>The authority&apos;s certificate was saved in {file}. It is public (it carries no key): send it to the federation so that it can check the actas signed by the club.</translation>
    </message>
    <message>
        <source>Certificado del delegado</source>
        <translation>Delegate&apos;s certificate</translation>
    </message>
    <message>
        <source>Guardar el certificado del delegado</source>
        <translation>Save the delegate&apos;s certificate</translation>
    </message>
    <message>
        <source>No se ha emitido: {error}</source>
        <translation>It was not issued: {error}</translation>
    </message>
</context>
<context>
    <name>CloseStep</name>
    <message>
        <source>Añadir un a&amp;nexo…</source>
        <translation>Add an a&amp;nnex…</translation>
    </message>
    <message>
        <source>Cierre del acta</source>
        <translation>Close of the acta</translation>
    </message>
    <message>
        <source>✔ Firmado por {name} el {when}</source>
        <translation>✔ Signed by {name} on {when}</translation>
    </message>
    <message>
        <source>✖ Su firma anterior quedó anulada porque el acta cambió después: firme de nuevo.</source>
        <translation>✖ The earlier signature was voided because the acta changed afterwards: sign again.</translation>
    </message>
    <message>
        <source>Pendiente de firma.</source>
        <translation>Waiting for the signature.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acta cerrada el {when}&lt;/b&gt;: solo lectura. Huella SHA-256 del contenido: {hash}… Lo que ocurra después se añade como anexo firmado.</source>
        <translation>&lt;b&gt;Acta closed on {when}&lt;/b&gt;: read only. SHA-256 fingerprint of the content: {hash}… Anything that happens later is added as a signed annex.</translation>
    </message>
    <message>
        <source>Jugadores implicados en incidencias no resueltas (art. 13.7)</source>
        <translation>Players involved in unresolved incidents (art. 13.7)</translation>
    </message>
    <message>
        <source>&amp;Fallo del Comité recibido…</source>
        <translation>Committee &amp;decision received…</translation>
    </message>
    <message>
        <source>Anote el día en que llegó el fallo: abre diez días naturales para recurrir</source>
        <translation>Record the day the decision arrived: it opens ten calendar days to appeal</translation>
    </message>
    <message>
        <source>{result} · {incidents} · {annexes}&lt;br&gt;{more}Plazos:&lt;ul&gt;{deadlines}&lt;/ul&gt;</source>
        <translation>{result} · {incidents} · {annexes}&lt;br&gt;{more}Deadlines:&lt;ul&gt;{deadlines}&lt;/ul&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n incidencia(s)</source>
        <translation>
            <numerusform>%n incident</numerusform>
            <numerusform>%n incidents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anexo(s)</source>
        <translation>
            <numerusform>%n annex</numerusform>
            <numerusform>%n annexes</numerusform>
        </translation>
    </message>
    <message>
        <source>El acta se cierra sola cuando están todas las firmas necesarias. Cualquier cambio después de una firma la anula.</source>
        <translation>The acta closes by itself when all the required signatures are in. Any change after a signature voids it.</translation>
    </message>
    <message>
        <source>recibida por la federación el {time}, aceptada (acuse {number})</source>
        <translation>received by the federation on {time}, accepted (receipt {number})</translation>
    </message>
    <message>
        <source>rechazada por la federación (acuse {number}): {reason}</source>
        <translation>rejected by the federation (receipt {number}): {reason}</translation>
    </message>
    <message>
        <source>enviada el {time}</source>
        <translation>sent on {time}</translation>
    </message>
    <message>
        <source>pendiente de envío</source>
        <translation>waiting to be sent</translation>
    </message>
    <message>
        <source>Envío a la federación: {state}</source>
        <translation>Sending to the federation: {state}</translation>
    </message>
    <message>
        <source>Tablero {board}, {team}</source>
        <translation>Board {board}, {team}</translation>
    </message>
    <message>
        <source>Antes de cerrar: {problems}</source>
        <translation>Before closing: {problems}</translation>
    </message>
    <message>
        <source>Escriba el nombre de quien firma como {role}.</source>
        <translation>Type the name of whoever signs as {role}.</translation>
    </message>
    <message>
        <source>Escriba la licencia de quien firma como {role}.</source>
        <translation>Type the licence of whoever signs as {role}.</translation>
    </message>
    <message>
        <source>Firmas: {names} y la que se añade ahora</source>
        <translation>Signatures: {names} and the one added now</translation>
    </message>
    <message>
        <source>Sin la firma de los jugadores implicados (art. 13.7): {names}</source>
        <translation>Without the signature of the players involved (art. 13.7): {names}</translation>
    </message>
    <message>
        <source>Copia de seguridad</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>El acta está cerrada, pero la copia falló: {error}</source>
        <translation>The acta is closed, but the backup failed: {error}</translation>
    </message>
    <message>
        <source>Anexo</source>
        <translation>Annex</translation>
    </message>
    <message>
        <source>Acta cerrada</source>
        <translation>Acta closed</translation>
    </message>
    <message>
        <source>Faltan las firmas: {roles}</source>
        <translation>Signatures missing: {roles}</translation>
    </message>
    <message>
        <source>Firma</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Dibuje la firma en el recuadro antes de firmar.</source>
        <translation>Draw the signature in the box before signing.</translation>
    </message>
    <message>
        <source>Están todas las firmas: el acta queda cerrada.</source>
        <translation>All the signatures are in: the acta is now closed.</translation>
    </message>
    <message>
        <source>&amp;PDF, firma digital e impresión…</source>
        <translation>&amp;PDF, digital signature and printing…</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Crear mi club</source>
        <translation>Create my club</translation>
    </message>
    <message>
        <source>Editar club</source>
        <translation>Edit club</translation>
    </message>
    <message>
        <source>Nuevo club</source>
        <translation>New club</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>&amp;Nombre del club:</source>
        <translation>Club &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Modalidad:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Localidad:</source>
        <translation>&amp;Town:</translation>
    </message>
    <message>
        <source>Dirección del &amp;local de juego:</source>
        <translation>&amp;Address of the playing venue:</translation>
    </message>
    <message>
        <source>Es &amp;mi club (el que represento en esta modalidad)</source>
        <translation>It is &amp;my club (the one I represent in this sport)</translation>
    </message>
    <message>
        <source>Un club con ajedrez y dominó es un club en cada modalidad: marque los dos como suyos y sus equipos saldrán en Inicio y en «Solo los encuentros de mis equipos».</source>
        <translation>A club with chess and domino is one club in each sport: mark both as yours and their teams will show on Home and in «Only the encuentros of my teams».</translation>
    </message>
    <message>
        <source>Errores</source>
        <translation>Errors</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>Juega en casa</source>
        <translation>Plays at home</translation>
    </message>
    <message>
        <source>sin localidad</source>
        <translation>no town</translation>
    </message>
    <message>
        <source>{name} — {locality} (mi club)</source>
        <translation>{name} — {locality} (my club)</translation>
    </message>
    <message>
        <source>Todavía no hay clubes. Pulse «Nuevo club…» para crear el suyo.</source>
        <translation>There are no clubs yet. Press “New club…” to create yours.</translation>
    </message>
    <message>
        <source>sin dirección del local</source>
        <translation>no venue address</translation>
    </message>
    <message>
        <source>Domingo 10:00</source>
        <translation>Sunday 10:00</translation>
    </message>
    <message>
        <source>Sábado 16:00</source>
        <translation>Saturday 16:00</translation>
    </message>
    <message>
        <source>Dar de &amp;alta</source>
        <translation>Re&amp;activate</translation>
    </message>
    <message>
        <source>Dar de &amp;baja</source>
        <translation>&amp;Withdraw</translation>
    </message>
    <message>
        <source>Jugador añadido, con avisos</source>
        <translation>Player added, with warnings</translation>
    </message>
    <message>
        <source>{player}:

{findings}

Queda registrado; decide la Federación.</source>
        <translation>{player}:

{findings}

Recorded; the federation decides.</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Orden de fuerza</source>
        <translation>Strength order</translation>
    </message>
    <message>
        <source>Importar lista de jugadores</source>
        <translation>Import player list</translation>
    </message>
    <message>
        <source>Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)</source>
        <translation>Player lists (*.csv *.xlsx);;All files (*)</translation>
    </message>
    <message>
        <source>Exportar lista de jugadores</source>
        <translation>Export player list</translation>
    </message>
    <message>
        <source>Exportar</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>No se pudo exportar la lista: {error}</source>
        <translation>The list could not be exported: {error}</translation>
    </message>
    <message>
        <source>Lista exportada a {path}.</source>
        <translation>List exported to {path}.</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>&amp;Nuevo club…</source>
        <translation>&amp;New club…</translation>
    </message>
    <message>
        <source>Editar c&amp;lub…</source>
        <translation>Edit c&amp;lub…</translation>
    </message>
    <message>
        <source>Equipos</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Equipos del club</source>
        <translation>The club&apos;s teams</translation>
    </message>
    <message>
        <source>Añadir &amp;equipo…</source>
        <translation>Add &amp;team…</translation>
    </message>
    <message>
        <source>Lista de jugadores (orden de fuerza; arrastre para reordenar)</source>
        <translation>Player list (strength order; drag to reorder)</translation>
    </message>
    <message>
        <source>Lista de jugadores</source>
        <translation>Player list</translation>
    </message>
    <message>
        <source>&amp;Añadir jugador…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <source>E&amp;ditar…</source>
        <translation>E&amp;dit…</translation>
    </message>
    <message>
        <source>&amp;Subir</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Sube al jugador un puesto en el orden de fuerza (Ctrl+Arriba)</source>
        <translation>Moves the player one place up in the strength order (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Ba&amp;jar</source>
        <translation>Move do&amp;wn</translation>
    </message>
    <message>
        <source>Baja al jugador un puesto en el orden de fuerza (Ctrl+Abajo)</source>
        <translation>Moves the player one place down in the strength order (Ctrl+Down)</translation>
    </message>
    <message>
        <source>&amp;Importar lista…</source>
        <translation>&amp;Import list…</translation>
    </message>
    <message>
        <source>E&amp;xportar CSV…</source>
        <translation>E&amp;xport CSV…</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <source>Liga Insular</source>
        <translation>Liga Insular</translation>
    </message>
    <message>
        <source>Primera División</source>
        <translation>Primera División</translation>
    </message>
    <message>
        <source>Segunda División</source>
        <translation>Segunda División</translation>
    </message>
    <message>
        <source>Editar competición</source>
        <translation>Edit competition</translation>
    </message>
    <message>
        <source>Nueva competición</source>
        <translation>New competition</translation>
    </message>
    <message>
        <source>Modalidad</source>
        <translation>Sport</translation>
    </message>
    <message>
        <source>Nombre de la competición</source>
        <translation>Competition name</translation>
    </message>
    <message>
        <source>p. ej. Liga Insular por Equipos — Preferente</source>
        <translation>e.g. Liga Insular por Equipos — Preferente</translation>
    </message>
    <message>
        <source>Temporada</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Categoría</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Grupo</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Federación</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Puntos por encuentro ganado</source>
        <translation>Points for a won encuentro</translation>
    </message>
    <message>
        <source>Puntos por encuentro empatado</source>
        <translation>Points for a drawn encuentro</translation>
    </message>
    <message>
        <source>Puntos por encuentro perdido</source>
        <translation>Points for a lost encuentro</translation>
    </message>
    <message>
        <source>ganado</source>
        <translation>won</translation>
    </message>
    <message>
        <source>empatado</source>
        <translation>drawn</translation>
    </message>
    <message>
        <source>perdido</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>&amp;Modalidad:</source>
        <translation>&amp;Sport:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Temporada:</source>
        <translation>&amp;Season:</translation>
    </message>
    <message>
        <source>&amp;Categoría (art. 1):</source>
        <translation>&amp;Category (art. 1):</translation>
    </message>
    <message>
        <source>&amp;Grupo:</source>
        <translation>&amp;Group:</translation>
    </message>
    <message>
        <source>&amp;Federación:</source>
        <translation>&amp;Federation:</translation>
    </message>
    <message>
        <source>Puntos por encuentro (art. 7):</source>
        <translation>Points per encuentro (art. 7):</translation>
    </message>
    <message>
        <source>Tableros por equipo</source>
        <translation>Boards per team</translation>
    </message>
    <message>
        <source>&amp;Categoría:</source>
        <translation>&amp;Category:</translation>
    </message>
    <message>
        <source>Puntos por encuentro:</source>
        <translation>Points per encuentro:</translation>
    </message>
    <message>
        <source>Minutos por jugador</source>
        <translation>Minutes per player</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Incremento por jugada</source>
        <translation>Increment per move</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Tipo de incremento</source>
        <translation>Increment type</translation>
    </message>
    <message>
        <source>sin incremento</source>
        <translation>no increment</translation>
    </message>
    <message>
        <source>Bronstein</source>
        <translation>Bronstein</translation>
    </message>
    <message>
        <source>Fischer</source>
        <translation>Fischer</translation>
    </message>
    <message>
        <source>Mesas por equipo</source>
        <translation>Tables per team</translation>
    </message>
    <message>
        <source>Partidas por mesa</source>
        <translation>Partidas per table</translation>
    </message>
    <message>
        <source>Tantos por partida</source>
        <translation>Points per partida</translation>
    </message>
    <message>
        <source> tantos</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Ta&amp;bleros por equipo (art. 18.1):</source>
        <translation>&amp;Boards per team (art. 18.1):</translation>
    </message>
    <message>
        <source>&amp;Ritmo de juego (arts. 17.2 y 17.3):</source>
        <translation>&amp;Time control (arts. 17.2 and 17.3):</translation>
    </message>
    <message>
        <source>&amp;Incremento:</source>
        <translation>&amp;Increment:</translation>
    </message>
    <message>
        <source>Tipo de incremen&amp;to:</source>
        <translation>Incremen&amp;t type:</translation>
    </message>
    <message>
        <source>M&amp;esas por equipo (ajuste):</source>
        <translation>T&amp;ables per team (setting):</translation>
    </message>
    <message>
        <source>&amp;Partidas por mesa (ajuste):</source>
        <translation>&amp;Partidas per table (setting):</translation>
    </message>
    <message>
        <source>Partida &amp;a (art. 18, ajuste):</source>
        <translation>Partida &amp;to (art. 18, setting):</translation>
    </message>
    <message>
        <source>Vueltas</source>
        <translation>Legs</translation>
    </message>
    <message>
        <source>Doble vuelta</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>Una vuelta</source>
        <translation>Single round robin</translation>
    </message>
    <message>
        <source>Primera jornada</source>
        <translation>First round</translation>
    </message>
    <message>
        <source>dd/mm/aaaa (un sábado)</source>
        <translation>dd/mm/yyyy (a Saturday)</translation>
    </message>
    <message>
        <source>Hora oficial del sábado</source>
        <translation>Official Saturday time</translation>
    </message>
    <message>
        <source>Hora oficial del domingo</source>
        <translation>Official Sunday time</translation>
    </message>
    <message>
        <source>Últimas jornadas en sábado</source>
        <translation>Last rounds on Saturday</translation>
    </message>
    <message>
        <source>Fines de semana sin juego</source>
        <translation>Weekends without play</translation>
    </message>
    <message>
        <source>sábados dd/mm/aaaa, separados por comas</source>
        <translation>Saturdays dd/mm/yyyy, separated by commas</translation>
    </message>
    <message>
        <source>Inicio de la temporada</source>
        <translation>Season start</translation>
    </message>
    <message>
        <source>vacío: 1 de agosto</source>
        <translation>empty: 1 August</translation>
    </message>
    <message>
        <source>Fin de la temporada</source>
        <translation>Season end</translation>
    </message>
    <message>
        <source>vacío: 31 de julio</source>
        <translation>empty: 31 July</translation>
    </message>
    <message>
        <source>Plazo de ampliación de listas</source>
        <translation>List extension deadline</translation>
    </message>
    <message>
        <source>dd/mm/aaaa; vacío: sin aviso</source>
        <translation>dd/mm/yyyy; empty: no warning</translation>
    </message>
    <message>
        <source>&amp;Vueltas:</source>
        <translation>&amp;Legs:</translation>
    </message>
    <message>
        <source>Hora oficial del &amp;sábado:</source>
        <translation>Official &amp;Saturday time:</translation>
    </message>
    <message>
        <source>Hora del &amp;domingo, si el local lo eligió:</source>
        <translation>&amp;Sunday time, if the home team chose it:</translation>
    </message>
    <message>
        <source>Últimas jornadas en sábad&amp;o:</source>
        <translation>Last rounds &amp;on Saturday:</translation>
    </message>
    <message>
        <source>Plazo de ampliación de &amp;listas:</source>
        <translation>Deadline to extend the &amp;lists:</translation>
    </message>
    <message>
        <source>&amp;Vueltas (art. 4):</source>
        <translation>&amp;Legs (art. 4):</translation>
    </message>
    <message>
        <source>Pri&amp;mera jornada:</source>
        <translation>Fi&amp;rst round:</translation>
    </message>
    <message>
        <source>Hora oficial del &amp;sábado (art. 6.1):</source>
        <translation>Official &amp;Saturday time (art. 6.1):</translation>
    </message>
    <message>
        <source>Hora del &amp;domingo, si el local lo eligió (art. 6.1):</source>
        <translation>Sun&amp;day time, if the home team chose it (art. 6.1):</translation>
    </message>
    <message>
        <source>Últimas jornadas en sábad&amp;o (art. 6.4):</source>
        <translation>Last rounds &amp;on Saturday (art. 6.4):</translation>
    </message>
    <message>
        <source>Fines de semana sin &amp;juego:</source>
        <translation>&amp;Weekends without play:</translation>
    </message>
    <message>
        <source>Temporada desde:</source>
        <translation>Season from:</translation>
    </message>
    <message>
        <source>Temporada hasta:</source>
        <translation>Season until:</translation>
    </message>
    <message>
        <source>Plazo de ampliación de &amp;listas (art. 10.1):</source>
        <translation>&amp;List extension deadline (art. 10.1):</translation>
    </message>
    <message>
        <source>Donde el reglamento calla o es ambiguo, la aplicación sigue estas decisiones. Son ajustes de la competición, no texto del reglamento.</source>
        <translation>Where the regulation is silent or ambiguous, the app follows these decisions. They are the competition&apos;s settings, not text of the regulation.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Juego</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Calendario</source>
        <translation>Calendar</translation>
    </message>
    <message>
        <source>Decisiones</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>Archivada: temporada anterior, solo se puede consultar</source>
        <translation>Archived: an earlier season, read-only</translation>
    </message>
    <message>
        <source>Preferente: 90 min + 30 s Bronstein (art. 17.2); Primera y Segunda: 2 horas sin incremento (art. 17.3).</source>
        <translation>Preferente: 90 min + 30 s Bronstein (art. 17.2); Primera and Segunda: 2 hours, no increment (art. 17.3).</translation>
    </message>
</context>
<context>
    <name>CompetitionsScreen</name>
    <message>
        <source>{boards} tableros · {time_control} · puntos por encuentro {points}</source>
        <translation>{boards} boards · {time_control} · points per encuentro {points}</translation>
    </message>
    <message>
        <source>{tables} mesas × {partidas} partidas · partida a {target} tantos · puntos por encuentro {points}</source>
        <translation>{tables} tables × {partidas} partidas · partida to {target} points · points per encuentro {points}</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>Modalidad</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Categoría</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Temporada</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Inicio</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Vueltas</source>
        <translation>Legs</translation>
    </message>
    <message>
        <source>Competiciones</source>
        <translation>Competitions</translation>
    </message>
    <message>
        <source>&amp;Nueva competición…</source>
        <translation>&amp;New competition…</translation>
    </message>
    <message>
        <source>E&amp;ditar…</source>
        <translation>E&amp;dit…</translation>
    </message>
    <message>
        <source>Ajustes de la competición seleccionada; también archivarla</source>
        <translation>Settings of the selected competition; also archive it</translation>
    </message>
    <message>
        <source>E&amp;quipos del grupo…</source>
        <translation>&amp;Teams of the group…</translation>
    </message>
    <message>
        <source>Equipos propios y rivales, sus locales y delegados, y el sorteo (art. 9)</source>
        <translation>Own and rival teams, their venues and delegates, and the draw (art. 9)</translation>
    </message>
    <message>
        <source>&amp;Generar calendario…</source>
        <translation>&amp;Generate calendar…</translation>
    </message>
    <message>
        <source>Calendario de las tablas de Berger a partir del sorteo (arts. 4 y 6)</source>
        <translation>Calendar from the Berger tables and the draw (arts. 4 and 6)</translation>
    </message>
    <message>
        <source>Archivo de la &amp;liga</source>
        <translation>&amp;League file</translation>
    </message>
    <message>
        <source>Exportar la competición entera o importar la que envía otro delegado</source>
        <translation>Export the whole competition, or import the one another delegate sends</translation>
    </message>
    <message>
        <source>Exportar…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Importar…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Nueva &amp;temporada…</source>
        <translation>New s&amp;eason…</translation>
    </message>
    <message>
        <source>Pasar el club, sus equipos y sus listas a la temporada siguiente</source>
        <translation>Carry the club, its teams and its lists into the next season</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Fecha y hora</source>
        <translation>Date and time</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Visitante</source>
        <translation>Away</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Calendario</source>
        <translation>Calendar</translation>
    </message>
    <message>
        <source>&amp;Resultados…</source>
        <translation>&amp;Results…</translation>
    </message>
    <message>
        <source>Anotar el resultado del encuentro seleccionado</source>
        <translation>Enter the result of the selected encuentro</translation>
    </message>
    <message>
        <source>Cambiar &amp;fecha…</source>
        <translation>Change &amp;date…</translation>
    </message>
    <message>
        <source>Aplazar o adelantar el encuentro seleccionado (arts. 6.2 y 6.3)</source>
        <translation>Postpone or bring forward the selected encuentro (arts. 6.2 and 6.3)</translation>
    </message>
    <message>
        <source>&amp;Importar calendario…</source>
        <translation>&amp;Import calendar…</translation>
    </message>
    <message>
        <source>Leer el calendario de un archivo CSV (solo en una competición sin calendario)</source>
        <translation>Read the calendar from a CSV file (only in a competition without a calendar)</translation>
    </message>
    <message>
        <source>E&amp;xportar calendario…</source>
        <translation>E&amp;xport calendar…</translation>
    </message>
    <message>
        <source>Editar &amp;encuentro…</source>
        <translation>Edit &amp;encuentro…</translation>
    </message>
    <message>
        <source>Corregir la fecha oficial o el lugar del encuentro seleccionado</source>
        <translation>Correct the official date or the venue of the selected encuentro</translation>
    </message>
    <message>
        <source>Exportar &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Guardar la clasificación como CSV (Excel)</source>
        <translation>Save the standings as CSV (Excel)</translation>
    </message>
    <message>
        <source>Exportar &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <source>Guardar la clasificación con sus desempates en PDF</source>
        <translation>Save the standings with their tie-breaks as PDF</translation>
    </message>
    <message>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Temporad&amp;a:</source>
        <translation>Se&amp;ason:</translation>
    </message>
    <message>
        <source>{season} (archivada)</source>
        <translation>{season} (archived)</translation>
    </message>
    <message>
        <source>Doble</source>
        <translation>Double</translation>
    </message>
    <message>
        <source>Sencilla</source>
        <translation>Single</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>All</translation>
    </message>
    <message>
        <source>No hay competiciones todavía.</source>
        <translation>There are no competitions yet.</translation>
    </message>
    <message>
        <source>{score} (a medias)</source>
        <translation>{score} (incomplete)</translation>
    </message>
    <message>
        <source>Fecha oficial: {date}</source>
        <translation>Official date: {date}</translation>
    </message>
    <message>
        <source>Temporada archivada: «{name}» solo se puede consultar, con sus actas.</source>
        <translation>Archived season: «{name}» is read-only, with its actas.</translation>
    </message>
    <message>
        <source>Resultados</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Fecha cambiada, con avisos</source>
        <translation>Date changed, with warnings</translation>
    </message>
    <message>
        <source>{home} – {away}: {when}.

{findings}

Decide el Comité de Competición.</source>
        <translation>{home} – {away}: {when}.

{findings}

The Competition Committee decides.</translation>
    </message>
    <message>
        <source>Fecha cambiada</source>
        <translation>Date changed</translation>
    </message>
    <message>
        <source>Exportar calendario</source>
        <translation>Export calendar</translation>
    </message>
    <message>
        <source>Calendario no exportado</source>
        <translation>Calendar not exported</translation>
    </message>
    <message>
        <source>Calendario exportado</source>
        <translation>Calendar exported</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s) guardado(s) en «{file}».</source>
        <translation>
            <numerusform>%n encuentro saved in “{file}”.</numerusform>
            <numerusform>%n encuentros saved in “{file}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s) guardado(s) en «{file}».</source>
        <translation>
            <numerusform>%n team saved in “{file}”.</numerusform>
            <numerusform>%n teams saved in “{file}”.</numerusform>
        </translation>
    </message>
    <message>
        <source>Importar calendario</source>
        <translation>Import calendar</translation>
    </message>
    <message>
        <source>Calendario importado</source>
        <translation>Calendar imported</translation>
    </message>
    <message>
        <source>Calendarios (*.csv *.txt *.xlsx);;Todos los archivos (*)</source>
        <translation>Calendars (*.csv *.txt *.xlsx);;All files (*)</translation>
    </message>
    <message>
        <source>«{competition}»: {rounds} y {matches}.</source>
        <translation>“{competition}”: {rounds} and {matches}.</translation>
    </message>
    <message numerus="yes">
        <source>%n ronda(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s)</source>
        <translation>
            <numerusform>%n encuentro</numerusform>
            <numerusform>%n encuentros</numerusform>
        </translation>
    </message>
    <message>
        <source>Equipos nuevos: {teams}.</source>
        <translation>New teams: {teams}.</translation>
    </message>
    <message>
        <source>Calendario generado</source>
        <translation>Calendar generated</translation>
    </message>
    <message>
        <source>Importar archivo de la liga</source>
        <translation>Import league file</translation>
    </message>
    <message>
        <source>Archivo de la liga (*.liga.json *.json);;Todos los archivos (*)</source>
        <translation>League file (*.liga.json *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Exportar clasificación</source>
        <translation>Export standings</translation>
    </message>
    <message>
        <source>Clasificación no exportada</source>
        <translation>Standings not exported</translation>
    </message>
    <message>
        <source>Clasificación exportada</source>
        <translation>Standings exported</translation>
    </message>
    <message>
        <source>Exportar clasificación en PDF</source>
        <translation>Export standings as PDF</translation>
    </message>
    <message>
        <source>No se ha podido guardar «{file}»: {error}.</source>
        <translation>“{file}” could not be saved: {error}.</translation>
    </message>
    <message>
        <source>No se ha podido hacer el PDF; los detalles están en el log.</source>
        <translation>The PDF could not be made; the details are in the log.</translation>
    </message>
    <message>
        <source>Guardada en «{file}».</source>
        <translation>Saved in “{file}”.</translation>
    </message>
</context>
<context>
    <name>ConflictsTab</name>
    <message>
        <source>Archivo</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Recibida</source>
        <translation>Received</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Documento</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Firmas en los datos</source>
        <translation>Signatures in the data</translation>
    </message>
    <message>
        <source>Cerrada</source>
        <translation>Locked</translation>
    </message>
    <message>
        <source>Huella del contenido</source>
        <translation>Content hash</translation>
    </message>
    <message>
        <source>Encuentros con dos versiones</source>
        <translation>Encuentros with two versions</translation>
    </message>
    <message>
        <source>Ningún encuentro tiene dos versiones distintas.</source>
        <translation>No encuentro has two different versions.</translation>
    </message>
    <message>
        <source>Primera recibida</source>
        <translation>First received</translation>
    </message>
    <message>
        <source>Segunda recibida</source>
        <translation>Second received</translation>
    </message>
    <message>
        <source>no se pueden leer sus datos: {error}</source>
        <translation>its data cannot be read: {error}</translation>
    </message>
</context>
<context>
    <name>Deadlines</name>
    <message>
        <source>VENCIDO</source>
        <translation>OVERDUE</translation>
    </message>
</context>
<context>
    <name>DeadlinesTab</name>
    <message>
        <source>Informe en PDF (*.pdf);;Hoja CSV (*.csv)</source>
        <translation>PDF report (*.pdf);;CSV sheet (*.csv)</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>Guardar el &amp;informe…</source>
        <translation>Save the &amp;report…</translation>
    </message>
    <message>
        <source>Solo las actas no &amp;recibidas</source>
        <translation>Only actas not &amp;received</translation>
    </message>
    <message>
        <source>Encuentros del calendario importado de los que no ha llegado ninguna acta cuando ya venció un plazo</source>
        <translation>Matches of the imported calendar from which no acta has arrived although a deadline has passed</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Plazo</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Vence</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Prueba</source>
        <translation>Evidence</translation>
    </message>
    <message>
        <source>Cumplimiento</source>
        <translation>Compliance</translation>
    </message>
    <message>
        <source>Propuesta</source>
        <translation>Proposal</translation>
    </message>
    <message>
        <source>Plazos de las actas</source>
        <translation>Acta deadlines</translation>
    </message>
    <message>
        <source>Competición:</source>
        <translation>Competition:</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>All</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentros del calendario sin ninguna acta recibida: </source>
        <translation>
            <numerusform>%n calendar match without any acta received: </numerusform>
            <numerusform>%n calendar matches without any acta received: </numerusform>
        </translation>
    </message>
    <message>
        <source>Guardar el informe de plazos</source>
        <translation>Save the deadline report</translation>
    </message>
    <message>
        <source>Informe guardado en {path}.</source>
        <translation>Report saved in {path}.</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>sin resultado</source>
        <translation>no result</translation>
    </message>
    <message>
        <source>pendiente del Comité ({result} en el tablero)</source>
        <translation>pending the Committee ({result} on the board)</translation>
    </message>
    <message>
        <source>pendiente del Comité</source>
        <translation>pending the Committee</translation>
    </message>
    <message>
        <source>aplazada</source>
        <translation>adjourned</translation>
    </message>
    <message>
        <source>a repetir</source>
        <translation>to be replayed</translation>
    </message>
    <message>
        <source>no jugada: {reason}</source>
        <translation>not played: {reason}</translation>
    </message>
    <message>
        <source>Fallo del Comité de Competición</source>
        <translation>Decision of the Competition Committee</translation>
    </message>
    <message>
        <source>Fecha en que llegó el fallo</source>
        <translation>Date the decision arrived</translation>
    </message>
    <message>
        <source>Referencia del fallo</source>
        <translation>Reference of the decision</translation>
    </message>
    <message>
        <source>Texto del fallo</source>
        <translation>Text of the decision</translation>
    </message>
    <message>
        <source>Anote lo que decide el Comité sobre las partidas del encuentro (art. 20): la clasificación lo aplica.</source>
        <translation>Record what the Committee decides about the encounter&apos;s partidas (art. 20): the standings apply it.</translation>
    </message>
    <message>
        <source>Equipo al que se descuentan puntos</source>
        <translation>Team that loses points</translation>
    </message>
    <message>
        <source>Ninguno</source>
        <translation>None</translation>
    </message>
    <message>
        <source>{team} (local)</source>
        <translation>{team} (home)</translation>
    </message>
    <message>
        <source>{team} (visitante)</source>
        <translation>{team} (away)</translation>
    </message>
    <message>
        <source>Puntos descontados</source>
        <translation>Points taken</translation>
    </message>
    <message>
        <source> puntos</source>
        <translation> points</translation>
    </message>
    <message>
        <source>&amp;Descuento de puntos:</source>
        <translation>&amp;Points taken:</translation>
    </message>
    <message>
        <source>&amp;Texto del fallo:</source>
        <translation>&amp;Text of the decision:</translation>
    </message>
    <message>
        <source>Resultado final que fija el Comité</source>
        <translation>Final result set by the Committee</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tablero&lt;/b&gt;</source>
        <translation>&lt;b&gt;Board&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ahora&lt;/b&gt;</source>
        <translation>&lt;b&gt;Now&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decide&lt;/b&gt;</source>
        <translation>&lt;b&gt;Decision&lt;/b&gt;</translation>
    </message>
    <message>
        <source>— sin cambio —</source>
        <translation>— no change —</translation>
    </message>
    <message>
        <source>1-0 · gana el local</source>
        <translation>1-0 · home player wins</translation>
    </message>
    <message>
        <source>½-½ · tablas</source>
        <translation>½-½ · draw</translation>
    </message>
    <message>
        <source>0-1 · gana el visitante</source>
        <translation>0-1 · away player wins</translation>
    </message>
    <message>
        <source>+/- · pierde el visitante por incomparecencia</source>
        <translation>+/- · away player loses by forfeit</translation>
    </message>
    <message>
        <source>-/+ · pierde el local por incomparecencia</source>
        <translation>-/+ · home player loses by forfeit</translation>
    </message>
    <message>
        <source>-/- · pierden los dos (0-0)</source>
        <translation>-/- · both lose (0-0)</translation>
    </message>
    <message>
        <source>Se repite la partida</source>
        <translation>The game is replayed</translation>
    </message>
    <message>
        <source>Lo que decide el Comité del tablero {board}</source>
        <translation>What the Committee decides for board {board}</translation>
    </message>
    <message>
        <source>Para el resultado de todo el encuentro, elija el de cada tablero. Una partida que se repite queda abierta hasta que anote el fallo con su resultado.</source>
        <translation>For the result of the whole match, choose each board&apos;s. A replayed game stays open until you record the decision with its result.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Partida&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Mesa {table}, partida {partida}</source>
        <translation>Table {table}, partida {partida}</translation>
    </message>
    <message>
        <source>Lo que decide el Comité de la {where}</source>
        <translation>What the Committee decides for {where}</translation>
    </message>
    <message>
        <source>Fija los tantos</source>
        <translation>Sets the points</translation>
    </message>
    <message>
        <source>Tantos de {team} en la {where}</source>
        <translation>Points of {team} in {where}</translation>
    </message>
    <message>
        <source>Gana la partida la pareja con más tantos, aunque no llegue al tanteo. Para el resultado de una mesa o de todo el encuentro, fije cada una de sus partidas. Una partida que se repite queda abierta hasta que anote el fallo con sus tantos.</source>
        <translation>The pair with more points wins the partida, even below the target. For the result of a table or of the whole encuentro, set each of its partidas. A partida to be replayed stays open until you record the decision with its points.</translation>
    </message>
    <message>
        <source>Art. 23: el recurso ante la Junta de Gobierno de la Federación Canaria se presenta dentro de los diez días naturales siguientes a la recepción del fallo.</source>
        <translation>Art. 23: the appeal to the board of the Canarian Federation is filed within the ten calendar days after the decision is received.</translation>
    </message>
    <message>
        <source>&amp;Recibido el:</source>
        <translation>&amp;Received on:</translation>
    </message>
    <message>
        <source>R&amp;eferencia:</source>
        <translation>R&amp;eference:</translation>
    </message>
</context>
<context>
    <name>DocumentationStep</name>
    <message>
        <source>Antes del encuentro (art. 16)</source>
        <translation>Before the encuentro (art. 16)</translation>
    </message>
    <message>
        <source>Abrir las &amp;alineaciones…</source>
        <translation>Open the &amp;alineaciones…</translation>
    </message>
    <message>
        <source>Registrar documentación que &amp;falta (art. 16.2)…</source>
        <translation>Record &amp;missing documents (art. 16.2)…</translation>
    </message>
    <message>
        <source>Registrar alineación &amp;no entregada (art. 16.3)…</source>
        <translation>Record alineación &amp;not handed in (art. 16.3)…</translation>
    </message>
    <message>
        <source>Alineaciones: {home} {home_filled} de {boards} tableros · {away} {away_filled} de {boards}. Un equipo que no ha entregado su alineación no puede empezar; mientras, solo corren sus relojes (art. 16.3).</source>
        <translation>Alineaciones: {home} {home_filled} of {boards} boards · {away} {away_filled} of {boards}. A team that has not handed in its alineación cannot start; meanwhile only its clocks run (art. 16.3).</translation>
    </message>
    <message>
        <source>alineaciones completas</source>
        <translation>complete alineaciones</translation>
    </message>
    <message>
        <source>Falta: {missing}</source>
        <translation>Missing: {missing}</translation>
    </message>
</context>
<context>
    <name>DominoGuide</name>
    <message>
        <source>Salida o colocación de las fichas</source>
        <translation>Lead or placing of the tiles</translation>
    </message>
    <message>
        <source>Objetos sobre la mesa</source>
        <translation>Objects on the table</translation>
    </message>
    <message>
        <source>Postura del jugador</source>
        <translation>Player&apos;s posture</translation>
    </message>
    <message>
        <source>Sospecha de señas</source>
        <translation>Suspected signals</translation>
    </message>
    <message>
        <source>Comentarios no permitidos</source>
        <translation>Comments not allowed</translation>
    </message>
    <message>
        <source>Ficha tocada que tenía cabida</source>
        <translation>Touched tile that could be played</translation>
    </message>
    <message>
        <source>Error al cerrar el juego</source>
        <translation>Error when blocking the game</translation>
    </message>
    <message>
        <source>Pensada en falso</source>
        <translation>False hesitation</translation>
    </message>
    <message>
        <source>«Paso» teniendo ficha</source>
        <translation>“Pass” while holding a tile</translation>
    </message>
    <message>
        <source>Interrupción de la partida</source>
        <translation>Interruption of the partida</translation>
    </message>
    <message>
        <source>Necesidad declarada antes</source>
        <translation>Need declared beforehand</translation>
    </message>
    <message>
        <source>Ficha caída antes de la salida</source>
        <translation>Tile dropped before the lead</translation>
    </message>
    <message>
        <source>Ficha caída durante la mano</source>
        <translation>Tile dropped during the mano</translation>
    </message>
    <message>
        <source>Hecho imprevisto o suspensión</source>
        <translation>Unforeseen event or suspension</translation>
    </message>
    <message>
        <source>Abandono de la partida</source>
        <translation>Partida abandoned</translation>
    </message>
    <message>
        <source>Art. {rule}</source>
        <translation>Art. {rule}</translation>
    </message>
    <message>
        <source>&amp;Guardar</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Aceptar</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancelar</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>Mesa {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Partida {partida}</source>
        <translation>Partida {partida}</translation>
    </message>
    <message>
        <source>Acta de dominó — {home} – {away}</source>
        <translation>Domino acta — {home} – {away}</translation>
    </message>
    <message>
        <source>Acta CERRADA (solo lectura)</source>
        <translation>Acta CLOSED (read only)</translation>
    </message>
    <message>
        <source>Acta abierta</source>
        <translation>Acta open</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt;&lt;/span&gt; (partidas) · {tables} mesas × {partidas} partidas a {target} · {state}</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Round {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt;&lt;/span&gt; (partidas) · {tables} tables × {partidas} partidas to {target} · {state}</translation>
    </message>
    <message>
        <source>Resultado: {home} {home_won} – {away_won} {away} en partidas</source>
        <translation>Result: {home} {home_won} – {away_won} {away} in partidas</translation>
    </message>
    <message>
        <source>Mesa {table}, partida {number}: {home} – {away} ({status})</source>
        <translation>Table {table}, partida {number}: {home} – {away} ({status})</translation>
    </message>
    <message>
        <source>Incidencias: {count}</source>
        <translation>Incidents: {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt; en partidas · tantos {home_points} – {away_points}</source>
        <translation>&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt; in partidas · points {home_points} – {away_points}</translation>
    </message>
    <message>
        <source>Puntos de liga pendientes: {findings}</source>
        <translation>League points pending: {findings}</translation>
    </message>
    <message>
        <source>empate</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>gana {team}</source>
        <translation>{team} wins</translation>
    </message>
    <message>
        <source>Puntos de liga: {home} {home_points}, {away} {away_points} ({winner}).</source>
        <translation>League points: {home} {home_points}, {away} {away_points} ({winner}).</translation>
    </message>
    <message>
        <source>Fallos del Comité recibidos: {decisions}. La clasificación cuenta {score} en partidas.&lt;br&gt;</source>
        <translation>Committee decisions received: {decisions}. The standings count {score} in partidas.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Abandono (art. 20)</source>
        <translation>Abandonment (art. 20)</translation>
    </message>
    <message>
        <source>Sin sustitución: pierde la pareja del jugador que abandona, que conserva sus tantos; a la rival se le suman los que le faltan hasta el total de la partida.</source>
        <translation>No substitution: the pair of the player who abandons loses and keeps its points; the rival pair is credited what it lacks to reach the partida&apos;s total.</translation>
    </message>
</context>
<context>
    <name>DominoIncidentDialog</name>
    <message>
        <source>opcional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>{field}:</source>
        <translation>{field}:</translation>
    </message>
    <message>
        <source>{field} (opcional):</source>
        <translation>{field} (optional):</translation>
    </message>
</context>
<context>
    <name>DrawNumbersDialog</name>
    <message>
        <source>Números del sorteo</source>
        <translation>Draw numbers</translation>
    </message>
    <message>
        <source>Número de sorteo de {team}</source>
        <translation>Draw number of {team}</translation>
    </message>
    <message>
        <source>El número de cada equipo en las tablas de Berger (art. 9.3).</source>
        <translation>Each team&apos;s number in the Berger tables (art. 9.3).</translation>
    </message>
    <message>
        <source>El número de cada equipo en las tablas de Berger.</source>
        <translation>The number of each team in the Berger tables.</translation>
    </message>
</context>
<context>
    <name>DrawStep</name>
    <message>
        <source>Mesa del sorteo</source>
        <translation>Table of the draw</translation>
    </message>
    <message>
        <source>Ficha que levanta cada jugador (art. 7.2)</source>
        <translation>Tile each player draws (art. 7.2)</translation>
    </message>
    <message>
        <source>Asiento que elige el salidor</source>
        <translation>Seat the salidor chooses</translation>
    </message>
    <message>
        <source>&amp;Sortear los asientos</source>
        <translation>&amp;Draw the seats</translation>
    </message>
    <message>
        <source>&amp;Repetir el sorteo</source>
        <translation>&amp;Repeat the draw</translation>
    </message>
    <message>
        <source>Partida del diagrama</source>
        <translation>Partida of the diagram</translation>
    </message>
    <message>
        <source>Escriba la ficha de cada jugador, como 6-4. La más alta sale y elige asiento; su compañero se sienta enfrente y, a su derecha, el contrario de ficha más alta (art. 7.4). Si hay empate, los empatados levantan otra ficha.</source>
        <translation>Type each player&apos;s tile, such as 6-4. The highest leads and chooses a seat; their partner sits opposite and, on their right, the opponent with the highest tile (art. 7.4). On a tie, the tied players draw another tile.</translation>
    </message>
    <message>
        <source>&amp;Mesa:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>El salidor elige el &amp;asiento:</source>
        <translation>The salidor chooses the &amp;seat:</translation>
    </message>
    <message>
        <source>Asientos en la &amp;partida:</source>
        <translation>Seats in the &amp;partida:</translation>
    </message>
    <message>
        <source>Nuevo sorteo ({n}.º)</source>
        <translation>New draw (no. {n})</translation>
    </message>
    <message>
        <source>Ficha de {player}, ronda {round}</source>
        <translation>Tile of {player}, round {round}</translation>
    </message>
    <message>
        <source>Antes, las parejas de esta mesa (paso Equipos y mesas).</source>
        <translation>First, the pairs of this table (step Teams and tables).</translation>
    </message>
    <message>
        <source>Sin sortear</source>
        <translation>Not drawn yet</translation>
    </message>
    <message>
        <source>Mesa {table}, partida {partida}: números de la primera mano</source>
        <translation>Table {table}, partida {partida}: numbers of the first mano</translation>
    </message>
    <message>
        <source>Falta el sorteo de las mesas {tables}</source>
        <translation>The draw of tables {tables} is missing</translation>
    </message>
    <message>
        <source>✔ Asientos sorteados.</source>
        <translation>✔ Seats drawn.</translation>
    </message>
    <message>
        <source>Sorteo</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>¿Repetir el sorteo de puestos de la mesa {table}?</source>
        <translation>Repeat the seat draw of table {table}?</translation>
    </message>
</context>
<context>
    <name>Etiquetas</name>
    <message>
        <source>Ajedrez</source>
        <translation>Chess</translation>
    </message>
    <message>
        <source>Dominó</source>
        <translation>Dominoes</translation>
    </message>
    <message>
        <source>Programado</source>
        <translation>Scheduled</translation>
    </message>
    <message>
        <source>⚠ Sin acta: su día ya pasó</source>
        <translation>⚠ No acta: its day has passed</translation>
    </message>
    <message>
        <source>Aplazado</source>
        <translation>Postponed</translation>
    </message>
    <message>
        <source>Jugado</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Resultado particular</source>
        <translation>Head-to-head result</translation>
    </message>
    <message>
        <source>Sistema Holandés</source>
        <translation>Dutch system (Sistema Holandés)</translation>
    </message>
    <message>
        <source>Diferencia de partidas</source>
        <translation>Partidas difference</translation>
    </message>
    <message>
        <source>Diferencia de tantos</source>
        <translation>Points difference</translation>
    </message>
    <message>
        <source>Encuentro de desempate</source>
        <translation>Play-off encuentro</translation>
    </message>
    <message>
        <source>Documentación</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Inicio</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Partidas</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Cierre</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Delegado del equipo local</source>
        <translation>Delegate of the home team</translation>
    </message>
    <message>
        <source>Delegado del equipo visitante</source>
        <translation>Delegate of the away team</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Lista de jugadores del club sellada (solo si cambió, art. 16.1)</source>
        <translation>The club&apos;s stamped player list (only if it changed, art. 16.1)</translation>
    </message>
    <message>
        <source>Certificaciones federativas o DNI de los jugadores (art. 16.2)</source>
        <translation>The players&apos; federation certificates or DNI (art. 16.2)</translation>
    </message>
    <message>
        <source>Alineaciones intercambiadas por escrito antes de empezar (art. 16.3)</source>
        <translation>Alineaciones exchanged in writing before the start (art. 16.3)</translation>
    </message>
    <message>
        <source>Material (art. 11.1): mesas, sillas, tableros y piezas, relojes, planillas, actas y sobres de jugada secreta; en Preferente, relojes aptos para su ritmo (Bronstein, art. 17.2)</source>
        <translation>Equipment (art. 11.1): tables, chairs, boards and pieces, clocks, score sheets, actas and sealed-move envelopes; in Preferente, clocks fit for its time control (Bronstein, art. 17.2)</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>J</source>
        <translation>P</translation>
    </message>
    <message>
        <source>G</source>
        <translation>W</translation>
    </message>
    <message>
        <source>E</source>
        <translation>D</translation>
    </message>
    <message>
        <source>P</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Puntos de partida</source>
        <translation>Game points</translation>
    </message>
    <message>
        <source>Desempate</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>Tantos</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Partida sub conditione</source>
        <translation>Partida sub conditione</translation>
    </message>
    <message>
        <source>Reloj averiado: partida aplazada con jugada secreta</source>
        <translation>Broken clock: partida adjourned with a sealed move</translation>
    </message>
    <message>
        <source>Llegada tarde de un jugador</source>
        <translation>A player arrived late</translation>
    </message>
    <message>
        <source>Falta documentación de un jugador</source>
        <translation>A player&apos;s documents are missing</translation>
    </message>
    <message>
        <source>Alineación no entregada antes del comienzo</source>
        <translation>Alineación not handed in before the start</translation>
    </message>
    <message>
        <source>Alineación rival contraria al reglamento</source>
        <translation>Rival alineación against the regulation</translation>
    </message>
    <message>
        <source>Resuelven</source>
        <translation>Resolved by</translation>
    </message>
    <message>
        <source>los capitanes</source>
        <translation>the captains</translation>
    </message>
    <message>
        <source>los capitanes y el juez árbitro</source>
        <translation>the captains and the arbiter</translation>
    </message>
    <message>
        <source>Artículo</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Tableros</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>Art. 18.2</source>
        <translation>Art. 18.2</translation>
    </message>
    <message>
        <source>Art. 18.3</source>
        <translation>Art. 18.3</translation>
    </message>
    <message>
        <source>Art. 10.2</source>
        <translation>Art. 10.2</translation>
    </message>
    <message>
        <source>Art. 18.9</source>
        <translation>Art. 18.9</translation>
    </message>
    <message>
        <source>Art. 18.10</source>
        <translation>Art. 18.10</translation>
    </message>
    <message>
        <source>Art. 18.11</source>
        <translation>Art. 18.11</translation>
    </message>
    <message>
        <source>Art. 18.1</source>
        <translation>Art. 18.1</translation>
    </message>
    <message>
        <source>Art. 2</source>
        <translation>Art. 2</translation>
    </message>
    <message>
        <source>Art. 16.2</source>
        <translation>Art. 16.2</translation>
    </message>
    <message>
        <source>Art. 18.4</source>
        <translation>Art. 18.4</translation>
    </message>
    <message>
        <source>Art. 18.6</source>
        <translation>Art. 18.6</translation>
    </message>
    <message>
        <source>cerrada por decisión del órgano competente</source>
        <translation>closed by the competent body&apos;s decision</translation>
    </message>
    <message>
        <source>a repetir por decisión del órgano competente</source>
        <translation>to be replayed by the competent body&apos;s decision</translation>
    </message>
    <message>
        <source>Intervención de un delegado en el juego</source>
        <translation>A delegate intervened in play</translation>
    </message>
    <message>
        <source>Propuesta de tablas a través de un delegado</source>
        <translation>Draw offered through a delegate</translation>
    </message>
    <message>
        <source>El delegado jugador para su reloj para atender una incidencia</source>
        <translation>The playing delegate stops his clock to attend to an incident</translation>
    </message>
    <message>
        <source>Reclamación</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>Local o material no dispuestos a la hora oficial</source>
        <translation>Venue or equipment not ready at the official time</translation>
    </message>
    <message>
        <source>Incomparecencia de un equipo</source>
        <translation>A team did not appear</translation>
    </message>
    <message>
        <source>Otros hechos</source>
        <translation>Other facts</translation>
    </message>
    <message>
        <source>Anulación de una anotación anterior</source>
        <translation>Withdrawal of an earlier entry</translation>
    </message>
    <message>
        <source>Tablero</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Reloj de blancas</source>
        <translation>White&apos;s clock</translation>
    </message>
    <message>
        <source>Reloj de negras</source>
        <translation>Black&apos;s clock</translation>
    </message>
    <message>
        <source>Hora</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Posición (FEN)</source>
        <translation>Position (FEN)</translation>
    </message>
    <message>
        <source>Comentario</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Sella la jugada</source>
        <translation>Seals the move</translation>
    </message>
    <message>
        <source>Jugador que sella</source>
        <translation>Player who seals</translation>
    </message>
    <message>
        <source>Número de la jugada secreta</source>
        <translation>Number of the sealed move</translation>
    </message>
    <message>
        <source>Posición antes de la jugada secreta (FEN)</source>
        <translation>Position before the sealed move (FEN)</translation>
    </message>
    <message>
        <source>Oferta de tablas antes de sellar</source>
        <translation>Draw offer before sealing</translation>
    </message>
    <message>
        <source>Reanudación</source>
        <translation>Resumption</translation>
    </message>
    <message>
        <source>Fecha de reanudación</source>
        <translation>Date of resumption</translation>
    </message>
    <message>
        <source>Hora de reanudación</source>
        <translation>Time of resumption</translation>
    </message>
    <message>
        <source>Lugar de reanudación</source>
        <translation>Place of resumption</translation>
    </message>
    <message>
        <source>Guarda el sobre</source>
        <translation>Keeps the envelope</translation>
    </message>
    <message>
        <source>Nombre de quien guarda el sobre</source>
        <translation>Name of who keeps the envelope</translation>
    </message>
    <message>
        <source>El delegado del equipo local (art. 15.2)</source>
        <translation>The home team&apos;s delegate (art. 15.2)</translation>
    </message>
    <message>
        <source>El árbitro</source>
        <translation>The arbiter</translation>
    </message>
    <message>
        <source>Otra persona</source>
        <translation>Another person</translation>
    </message>
    <message>
        <source>Hora de llegada</source>
        <translation>Arrival time</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Documento que falta</source>
        <translation>Missing document</translation>
    </message>
    <message>
        <source>Se juega sub conditione</source>
        <translation>Played sub conditione</translation>
    </message>
    <message>
        <source>Entrega</source>
        <translation>Handed in</translation>
    </message>
    <message>
        <source>Hora de entrega</source>
        <translation>Time handed in</translation>
    </message>
    <message>
        <source>Descripción</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>En presencia del delegado rival</source>
        <translation>In the presence of the rival delegate</translation>
    </message>
    <message>
        <source>Hora de parada</source>
        <translation>Time stopped</translation>
    </message>
    <message>
        <source>Tiempo en su reloj</source>
        <translation>Time on his clock</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Hora en que lo pone en marcha</source>
        <translation>Time he restarts it</translation>
    </message>
    <message>
        <source>Minutos de retraso</source>
        <translation>Minutes late</translation>
    </message>
    <message>
        <source>Hechos</source>
        <translation>Facts</translation>
    </message>
    <message>
        <source>Blancas</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Negras</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Sí</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>La fija el Comité de Competición</source>
        <translation>Set by the Competition Committee</translation>
    </message>
    <message>
        <source>Acordada por ambos equipos</source>
        <translation>Agreed by both teams</translation>
    </message>
    <message>
        <source>Equipo local</source>
        <translation>Home team</translation>
    </message>
    <message>
        <source>Equipo visitante</source>
        <translation>Away team</translation>
    </message>
    <message>
        <source>Certificado federativo</source>
        <translation>Federation certificate</translation>
    </message>
    <message>
        <source>DNI</source>
        <translation>DNI</translation>
    </message>
    <message>
        <source>Certificado federativo y DNI</source>
        <translation>Federation certificate and DNI</translation>
    </message>
    <message>
        <source>Entregada con retraso</source>
        <translation>Handed in late</translation>
    </message>
    <message>
        <source>No entregada</source>
        <translation>Not handed in</translation>
    </message>
    <message>
        <source>h:mm:ss o mm:ss</source>
        <translation>h:mm:ss or mm:ss</translation>
    </message>
    <message>
        <source>hh:mm</source>
        <translation>hh:mm</translation>
    </message>
    <message>
        <source>dd/mm/aaaa</source>
        <translation>dd/mm/yyyy</translation>
    </message>
    <message>
        <source>FEN, p. ej. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1</source>
        <translation>FEN, e.g. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1</translation>
    </message>
    <message>
        <source>Equipos y mesas</source>
        <translation>Teams and tables</translation>
    </message>
    <message>
        <source>Sorteo de asientos</source>
        <translation>Seat draw</translation>
    </message>
    <message>
        <source>Hojas de anotación</source>
        <translation>Score sheets</translation>
    </message>
    <message>
        <source>Norte</source>
        <translation>North</translation>
    </message>
    <message>
        <source>Este</source>
        <translation>East</translation>
    </message>
    <message>
        <source>Sur</source>
        <translation>South</translation>
    </message>
    <message>
        <source>Oeste</source>
        <translation>West</translation>
    </message>
    <message>
        <source>pareja local</source>
        <translation>home pair</translation>
    </message>
    <message>
        <source>pareja visitante</source>
        <translation>away pair</translation>
    </message>
    <message>
        <source>dominó</source>
        <translation>domino</translation>
    </message>
    <message>
        <source>cierre</source>
        <translation>blocked</translation>
    </message>
    <message>
        <source>anulada</source>
        <translation>annulled</translation>
    </message>
    <message>
        <source>en juego</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>terminada</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>terminada por abandono</source>
        <translation>finished by abandonment</translation>
    </message>
    <message>
        <source>suspendida</source>
        <translation>suspended</translation>
    </message>
    <message>
        <source>Infracción del procedimiento de salida o de colocación de las fichas</source>
        <translation>Breach of the procedure for leading or placing the tiles</translation>
    </message>
    <message>
        <source>Objetos sobre la mesa de juego</source>
        <translation>Objects on the playing table</translation>
    </message>
    <message>
        <source>Postura del jugador durante la partida</source>
        <translation>Player&apos;s posture during the partida</translation>
    </message>
    <message>
        <source>Sospecha de señas</source>
        <translation>Suspected signals</translation>
    </message>
    <message>
        <source>Comentarios o conversación no permitidos</source>
        <translation>Comments or conversation not allowed</translation>
    </message>
    <message>
        <source>Ficha tocada que tenía cabida y no se jugó</source>
        <translation>Touched tile that could be played and was not</translation>
    </message>
    <message>
        <source>Error al cerrar el juego</source>
        <translation>Error when blocking the game</translation>
    </message>
    <message>
        <source>Pensada en falso</source>
        <translation>False hesitation</translation>
    </message>
    <message>
        <source>«Paso» teniendo ficha que jugar</source>
        <translation>“Pass” while holding a playable tile</translation>
    </message>
    <message>
        <source>Interrupción de la partida</source>
        <translation>Interruption of the partida</translation>
    </message>
    <message>
        <source>Ficha caída antes de la salida</source>
        <translation>Tile dropped before the lead</translation>
    </message>
    <message>
        <source>Ficha caída durante la mano</source>
        <translation>Tile dropped during the mano</translation>
    </message>
    <message>
        <source>Caídas de fichas repetidas en la partida</source>
        <translation>Repeated dropped tiles in the partida</translation>
    </message>
    <message>
        <source>Hecho imprevisto, interrupción o suspensión</source>
        <translation>Unforeseen event, interruption or suspension</translation>
    </message>
    <message>
        <source>Abandono de la partida</source>
        <translation>Partida abandoned</translation>
    </message>
    <message>
        <source>Los vasos, botellas y demás objetos van en mesas auxiliares.</source>
        <translation>Glasses, bottles and other objects go on side tables.</translation>
    </message>
    <message>
        <source>La ficha tocada que tiene cabida debe jugarse.</source>
        <translation>A touched tile that can be played must be played.</translation>
    </message>
    <message>
        <source>Prevalece la colocación de la ficha sobre lo dicho.</source>
        <translation>Where the tile is placed prevails over what was said.</translation>
    </message>
    <message>
        <source>La pareja contraria puede pedir anular la mano (la pierde la pareja infractora si salió ella) o repetirla desde la infracción. En competición lo resuelven los capitanes y, si lo hay, el juez árbitro.</source>
        <translation>The other pair may ask to annul the mano (the offending pair loses it if it led) or to replay it from the offence. In competition the captains resolve it, with the arbiter if there is one.</translation>
    </message>
    <message>
        <source>Toda interrupción se hace constar en el acta.</source>
        <translation>Every interruption is recorded in the acta.</translation>
    </message>
    <message>
        <source>La partida se reanuda; el órgano competente decide sobre su validez.</source>
        <translation>The partida resumes; the competent body decides on its validity.</translation>
    </message>
    <message>
        <source>Sin sustitución; pierde la pareja del jugador que abandona.</source>
        <translation>No substitution; the pair of the player who abandons loses.</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Partida</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Apartado del art. 8 infringido</source>
        <translation>Paragraph of art. 8 breached</translation>
    </message>
    <message>
        <source>Descripción de lo ocurrido</source>
        <translation>Description of what happened</translation>
    </message>
    <message>
        <source>Objeto y quién lo dejó</source>
        <translation>Object and who left it</translation>
    </message>
    <message>
        <source>Jugador que formula la observación</source>
        <translation>Player who raises the observation</translation>
    </message>
    <message>
        <source>Avisado</source>
        <translation>Called</translation>
    </message>
    <message>
        <source>Observaciones formuladas</source>
        <translation>Observations raised</translation>
    </message>
    <message>
        <source>Ficha tocada</source>
        <translation>Touched tile</translation>
    </message>
    <message>
        <source>Lo que dijo y cómo colocó la ficha</source>
        <translation>What he said and how he placed the tile</translation>
    </message>
    <message>
        <source>Número de licencia del infractor</source>
        <translation>Licence number of the offender</translation>
    </message>
    <message>
        <source>Circunstancias de la jugada</source>
        <translation>Circumstances of the play</translation>
    </message>
    <message>
        <source>Efecto en la mano</source>
        <translation>Effect on the mano</translation>
    </message>
    <message>
        <source>Causa de la interrupción</source>
        <translation>Cause of the interruption</translation>
    </message>
    <message>
        <source>Necesidad declarada antes de la partida</source>
        <translation>Need declared before the partida</translation>
    </message>
    <message>
        <source>Jugador que la declara</source>
        <translation>Player who declares it</translation>
    </message>
    <message>
        <source>Necesidad o circunstancia declarada</source>
        <translation>Need or circumstance declared</translation>
    </message>
    <message>
        <source>Se comunica a</source>
        <translation>Made known to</translation>
    </message>
    <message>
        <source>el juez árbitro</source>
        <translation>the arbiter</translation>
    </message>
    <message>
        <source>el capitán del equipo contrario</source>
        <translation>the rival team&apos;s captain</translation>
    </message>
    <message>
        <source>Medidas adoptadas</source>
        <translation>Measures taken</translation>
    </message>
    <message>
        <source>Antes del comienzo de la partida, al juez árbitro o al capitán del equipo contrario, para que adopte las medidas oportunas.</source>
        <translation>Before the partida starts, to the arbiter or the rival team&apos;s captain, so that they take the appropriate measures.</translation>
    </message>
    <message>
        <source>Pareja</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Decisión de la pareja contraria</source>
        <translation>Decision of the opposing pair</translation>
    </message>
    <message>
        <source>Número de vez en la partida</source>
        <translation>Times in the partida</translation>
    </message>
    <message>
        <source>Puntos de la pareja local</source>
        <translation>Points of the home pair</translation>
    </message>
    <message>
        <source>Puntos de la pareja visitante</source>
        <translation>Points of the away pair</translation>
    </message>
    <message>
        <source>Jugador que abandona</source>
        <translation>Player who abandons</translation>
    </message>
    <message>
        <source>capitán</source>
        <translation>captain</translation>
    </message>
    <message>
        <source>juez árbitro</source>
        <translation>arbiter</translation>
    </message>
    <message>
        <source>anular la mano</source>
        <translation>annul the mano</translation>
    </message>
    <message>
        <source>repetir desde la infracción</source>
        <translation>replay from the offence</translation>
    </message>
    <message>
        <source>sin efecto</source>
        <translation>no effect</translation>
    </message>
    <message>
        <source>local</source>
        <translation>home</translation>
    </message>
    <message>
        <source>visitante</source>
        <translation>away</translation>
    </message>
    <message>
        <source>revolver de nuevo</source>
        <translation>shuffle again</translation>
    </message>
    <message>
        <source>continuar sin revolver</source>
        <translation>continue without shuffling</translation>
    </message>
    <message>
        <source>continuar la mano</source>
        <translation>continue the mano</translation>
    </message>
    <message>
        <source>Sistema Holandés: peso de los tableros en los encuentros entre empatados</source>
        <translation>Sistema Holandés: weight of the boards in the encuentros among tied teams</translation>
    </message>
    <message>
        <source>tablero 1 ×n … último ×1</source>
        <translation>board 1 ×n … last ×1</translation>
    </message>
    <message>
        <source>Resultado particular: minicampeonato entre los empatados, repetido si siguen empatados</source>
        <translation>Head-to-head: a mini-league of the tied teams, repeated while still tied</translation>
    </message>
    <message>
        <source>minicampeonato entre los empatados</source>
        <translation>mini-league of the tied teams</translation>
    </message>
    <message>
        <source>Partidas ganadas por incomparecencia en los cómputos</source>
        <translation>Partidas won by forfeit in the computations</translation>
    </message>
    <message>
        <source>cuentan como 1-0</source>
        <translation>count as 1-0</translation>
    </message>
    <message>
        <source>Calendario</source>
        <translation>Calendar</translation>
    </message>
    <message>
        <source>tablas Berger; la segunda vuelta invierte local y visitante</source>
        <translation>Berger tables; the second half swaps home and away</translation>
    </message>
    <message>
        <source>Días hábiles para los plazos</source>
        <translation>Business days for the deadlines</translation>
    </message>
    <message>
        <source>lunes a viernes, sin festivos nacionales, de Canarias ni insulares</source>
        <translation>Monday to Friday, without national, Canarian or island holidays</translation>
    </message>
    <message>
        <source>«Hasta que pase una ronda»: un jugador incorporado puede jugar la ronda R</source>
        <translation>«Until a round has passed»: a new player may play round R</translation>
    </message>
    <message>
        <source>si la ronda R−1 es en el fin de semana de su alta o después</source>
        <translation>if round R−1 falls on the weekend he joined or later</translation>
    </message>
    <message>
        <source>«La mitad de los jugadores de su alineación» para empezar</source>
        <translation>«Half of the players of its alineación» to start</translation>
    </message>
    <message>
        <source>la mitad de los alineados, redondeando hacia arriba</source>
        <translation>half of those fielded, rounded up</translation>
    </message>
    <message>
        <source>«La misma fecha»</source>
        <translation>«The same date»</translation>
    </message>
    <message>
        <source>la fecha oficial de la ronda (sábado y domingo son la misma)</source>
        <translation>the round&apos;s official date (Saturday and Sunday are the same)</translation>
    </message>
    <message>
        <source>Alineación entregada en papel</source>
        <translation>Alineación delivered on paper</translation>
    </message>
    <message>
        <source>cuenta como entregada; no escribirla no es «no entregada»</source>
        <translation>counts as delivered; not typing it is not «not delivered»</translation>
    </message>
    <message>
        <source>Incidencias que requieren intervención del Comité (plazo de 2 días hábiles)</source>
        <translation>Incidents that need the Committee (2-business-day deadline)</translation>
    </message>
    <message>
        <source>las que el Comité debe decidir: sub conditione, reclamaciones, aplazadas, alineaciones indebidas, incomparecencias, no resueltas</source>
        <translation>those the Committee must decide: sub conditione, claims, adjourned games, improper alineaciones, no-shows, unresolved</translation>
    </message>
    <message>
        <source>Mano cerrada (cierre) con sumas iguales</source>
        <translation>Blocked mano (cierre) with equal sums</translation>
    </message>
    <message>
        <source>no se anota y sale el jugador de la derecha</source>
        <translation>nothing scored, the player on the right leads</translation>
    </message>
    <message>
        <source>no se anota y repite el mismo salidor</source>
        <translation>nothing scored, the same salidor leads again</translation>
    </message>
    <message>
        <source>Sorteo de puestos con fichas de igual valor</source>
        <translation>Seat draw with tiles of equal value</translation>
    </message>
    <message>
        <source>los empatados vuelven a robar</source>
        <translation>the tied players draw again</translation>
    </message>
    <message>
        <source>gana la ficha con el número mayor</source>
        <translation>the tile with the higher number wins</translation>
    </message>
    <message>
        <source>Caída de fichas «más de dos veces»: se anota en el acta desde la</source>
        <translation>Dropped tiles «more than twice»: written on the acta from the</translation>
    </message>
    <message>
        <source>tercera caída de la pareja en la partida</source>
        <translation>pair&apos;s third drop in the partida</translation>
    </message>
    <message>
        <source>segunda caída</source>
        <translation>second drop</translation>
    </message>
    <message>
        <source>Quién aprueba cada mano</source>
        <translation>Who approves each mano</translation>
    </message>
    <message>
        <source>el contador de la pareja rival (con árbitro: los dos jugadores)</source>
        <translation>the rival pair&apos;s counter (with an arbiter: both players)</translation>
    </message>
    <message>
        <source>Partida suspendida</source>
        <translation>Suspended partida</translation>
    </message>
    <message>
        <source>la cierra la decisión del órgano competente, con fecha y referencia</source>
        <translation>closed by the competent body&apos;s decision, with date and reference</translation>
    </message>
    <message>
        <source>Acta cerrada el {when}</source>
        <translation>Acta closed on {when}</translation>
    </message>
    <message>
        <source>Acta abierta ({status})</source>
        <translation>Acta open ({status})</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} h</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{base}, sin incremento</source>
        <translation>{base}, no increment</translation>
    </message>
    <message>
        <source>{base} + {seconds} s ({kind})</source>
        <translation>{base} + {seconds} s ({kind})</translation>
    </message>
</context>
<context>
    <name>FederationWindow</name>
    <message>
        <source>Archivo de liga (*.json);;Todos los archivos (*)</source>
        <translation>League file (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Actas y correo (*.pdf *.zip *.eml *.mbox);;Todos los archivos (*)</source>
        <translation>Actas and mail (*.pdf *.zip *.eml *.mbox);;All files (*)</translation>
    </message>
    <message>
        <source>Delegado — Federación</source>
        <translation>Delegado — Federation</translation>
    </message>
    <message>
        <source>Importar &amp;archivos…</source>
        <translation>Import &amp;files…</translation>
    </message>
    <message>
        <source>Importar una &amp;carpeta…</source>
        <translation>Import a &amp;folder…</translation>
    </message>
    <message>
        <source>Leer el &amp;buzón…</source>
        <translation>Read the &amp;mailbox…</translation>
    </message>
    <message>
        <source>Los mensajes nuevos del buzón IMAP de la federación, cada uno una sola vez</source>
        <translation>The new messages of the federation&apos;s IMAP mailbox, each one only once</translation>
    </message>
    <message>
        <source>R&amp;eenviar acuses</source>
        <translation>&amp;Resend receipts</translation>
    </message>
    <message>
        <source>Envía otra vez por correo los acuses que no se pudieron enviar (el servidor no respondía), con los ajustes del correo; los ya enviados no se envían otra vez</source>
        <translation>Mails again the receipts that could not be mailed (the server did not answer), with the mail settings; those already mailed are not mailed again</translation>
    </message>
    <message>
        <source>Importar ca&amp;lendario…</source>
        <translation>Import ca&amp;lendar…</translation>
    </message>
    <message>
        <source>El calendario de una competición, de su archivo de liga: así los plazos y la publicación conocen también los encuentros cuya acta no ha llegado</source>
        <translation>A competition&apos;s calendar, from its league file: the deadlines and the publication then also know the matches whose acta has not arrived</translation>
    </message>
    <message>
        <source>&amp;Verificar de nuevo</source>
        <translation>&amp;Verify again</translation>
    </message>
    <message>
        <source>Verifica otra vez las actas rechazadas o incompletas con el registro abierto (p. ej. un club dado de alta después); las que queden aceptadas reciben su acuse con la hora en que se recibieron por primera vez</source>
        <translation>Verifies the rejected or incomplete actas again with the open registry (e.g. a club registered later); those accepted now get their receipt with the time they were first received</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>All</translation>
    </message>
    <message>
        <source>&amp;Guardar el acta recibida…</source>
        <translation>&amp;Save the received acta…</translation>
    </message>
    <message>
        <source>&amp;Publicar…</source>
        <translation>&amp;Publish…</translation>
    </message>
    <message>
        <source>Clasificaciones, calendario con resultados y actas, en páginas web estáticas</source>
        <translation>Standings, calendar with results and actas, as static web pages</translation>
    </message>
    <message>
        <source>Progreso de la importación</source>
        <translation>Import progress</translation>
    </message>
    <message>
        <source>&amp;Detener</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>Mostrar:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>Recibidas</source>
        <translation>Received</translation>
    </message>
    <message>
        <source>Abriendo la base de datos y el registro federativo…</source>
        <translation>Opening the database and the federation registry…</translation>
    </message>
    <message>
        <source>&amp;Manual de la oficina</source>
        <translation>&amp;Office manual</translation>
    </message>
    <message>
        <source>Ay&amp;uda</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Conflictos</source>
        <translation>Conflicts</translation>
    </message>
    <message>
        <source>Plazos</source>
        <translation>Deadlines</translation>
    </message>
    <message>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>comprobando su firma…</source>
        <translation>checking its signature…</translation>
    </message>
    <message>
        <source>Base de datos: {db} · Registro: {registry}</source>
        <translation>Database: {db} · Registry: {registry}</translation>
    </message>
    <message>
        <source>Quién hizo qué:</source>
        <translation>Who did what:</translation>
    </message>
    <message numerus="yes">
        <source>(y %n anteriores)</source>
        <translation>
            <numerusform>(and %n earlier)</numerusform>
            <numerusform>(and %n earlier)</numerusform>
        </translation>
    </message>
    <message>
        <source>Servidor de correo de la federación: sin indicar (la hora de los correos no cuenta como prueba)</source>
        <translation>Federation mail server: not set (mail times are no evidence)</translation>
    </message>
    <message>
        <source>Servidor de correo de la federación: {servers}</source>
        <translation>Federation mail server: {servers}</translation>
    </message>
    <message>
        <source>Federación</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Conflictos ({n})</source>
        <translation>Conflicts ({n})</translation>
    </message>
    <message numerus="yes">
        <source>Plazos (%n sin acta)</source>
        <translation>
            <numerusform>Deadlines (%n without an acta)</numerusform>
            <numerusform>Deadlines (%n without an acta)</numerusform>
        </translation>
    </message>
    <message>
        <source>Guardar el acta recibida</source>
        <translation>Save the received acta</translation>
    </message>
    <message>
        <source>No se guardó el archivo de esta acta.</source>
        <translation>This acta&apos;s file was not kept.</translation>
    </message>
    <message>
        <source>Publicar: carpeta nueva o vacía para las páginas</source>
        <translation>Publish: a new or empty folder for the pages</translation>
    </message>
    <message>
        <source>Publicar</source>
        <translation>Publish</translation>
    </message>
    <message numerus="yes">
        <source>%n competiciones</source>
        <translation>
            <numerusform>%n competition</numerusform>
            <numerusform>%n competitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encuentros</source>
        <translation>
            <numerusform>%n encuentro</numerusform>
            <numerusform>%n encuentros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actas</source>
        <translation>
            <numerusform>%n acta</numerusform>
            <numerusform>%n actas</numerusform>
        </translation>
    </message>
    <message>
        <source>Publicado en {folder}: {written}. Abra index.html.</source>
        <translation>Published in {folder}: {written}. Open index.html.</translation>
    </message>
    <message numerus="yes">
        <source>Sin resultado en la clasificación (%n):</source>
        <translation>
            <numerusform>Not counted in the standings (%n):</numerusform>
            <numerusform>Not counted in the standings (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>Importar el calendario</source>
        <translation>Import the calendar</translation>
    </message>
    <message>
        <source>El calendario de {competition} ya estaba importado tal como viene en «{file}»; no ha cambiado nada.</source>
        <translation>The calendar of {competition} was already imported as «{file}» has it; nothing has changed.</translation>
    </message>
    <message numerus="yes">
        <source>… y %n cambios más</source>
        <translation>
            <numerusform>… and %n more change</numerusform>
            <numerusform>… and %n more changes</numerusform>
        </translation>
    </message>
    <message>
        <source>«{file}»: {competition}. Se importará:</source>
        <translation>«{file}»: {competition}. To be imported:</translation>
    </message>
    <message>
        <source>¿Importar el calendario?</source>
        <translation>Import the calendar?</translation>
    </message>
    <message>
        <source>Calendario de {competition} importado: {summary}.</source>
        <translation>Calendar of {competition} imported: {summary}.</translation>
    </message>
    <message>
        <source>Importar actas</source>
        <translation>Import actas</translation>
    </message>
    <message>
        <source>Importar una carpeta de actas</source>
        <translation>Import a folder of actas</translation>
    </message>
    <message>
        <source>Leer el buzón</source>
        <translation>Read the mailbox</translation>
    </message>
    <message>
        <source>Verificar de nuevo</source>
        <translation>Verify again</translation>
    </message>
    <message>
        <source>Buscando las actas…</source>
        <translation>Looking for the actas…</translation>
    </message>
    <message>
        <source>Deteniendo tras el acta en curso…</source>
        <translation>Stopping after the current acta…</translation>
    </message>
    <message numerus="yes">
        <source>%n actas verificadas</source>
        <translation>
            <numerusform>%n acta verified</numerusform>
            <numerusform>%n actas verified</numerusform>
        </translation>
    </message>
    <message>
        <source>aceptadas: {a} · incompletas: {i} · rechazadas: {r}</source>
        <translation>accepted: {a} · incomplete: {i} · rejected: {r}</translation>
    </message>
    <message numerus="yes">
        <source>%n actas sin archivar: vuelva a importar los mismos archivos</source>
        <translation>
            <numerusform>%n acta not filed: import the same files again</numerusform>
            <numerusform>%n actas not filed: import the same files again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n acuses sin emitir: vuelva a importar los mismos archivos</source>
        <translation>
            <numerusform>%n receipt not issued: import the same files again</numerusform>
            <numerusform>%n receipts not issued: import the same files again</numerusform>
        </translation>
    </message>
    <message>
        <source>Ajustes del c&amp;orreo…</source>
        <translation>Mail se&amp;ttings…</translation>
    </message>
    <message>
        <source>El servidor con el que se envían los acuses de recibo a los clubes</source>
        <translation>The server the receipts are mailed to the clubs with</translation>
    </message>
    <message>
        <source>Los ajustes del correo piden enviar los acuses al leer el buzón, pero la ventana se abrió sin el certificado de la federación (--p12): sin él no se emiten acuses. Ábrala con --p12, o desmarque el envío en «Ajustes del correo…». No se ha leído nada.</source>
        <translation>The mail settings ask for the receipts to be mailed when the mailbox is read, but the window was opened without the federation&apos;s certificate (--p12): without it no receipts are issued. Open it with --p12, or untick the mailing in “Mail settings…”. Nothing has been read.</translation>
    </message>
    <message>
        <source>Enviar los acuses por correo</source>
        <translation>Mail the receipts</translation>
    </message>
    <message>
        <source>Contraseña de {user} en el servidor de envío {host}:</source>
        <translation>Password of {user} on the outgoing server {host}:</translation>
    </message>
    <message>
        <source>Las actas están archivadas y sus acuses emitidos en la carpeta de acuses, pero estos no se han podido enviar por correo:</source>
        <translation>The actas are filed and their receipts issued in the receipts folder, but these could not be mailed:</translation>
    </message>
    <message>
        <source>acuses enviados por correo: {n}</source>
        <translation>receipts mailed: {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n acuses sin enviar por correo (están en la carpeta de acuses)</source>
        <translation>
            <numerusform>%n receipt not mailed (it is in the receipts folder)</numerusform>
            <numerusform>%n receipts not mailed (they are in the receipts folder)</numerusform>
        </translation>
    </message>
    <message>
        <source>sin dirección en el registro: {clubs}</source>
        <translation>no address in the registry: {clubs}</translation>
    </message>
    <message>
        <source>No se pueden enviar los acuses por correo: {reason}

No se ha leído el buzón: corrija los ajustes del correo (o desmarque el envío) y vuelva a leerlo.</source>
        <translation>The receipts cannot be mailed: {reason}

The mailbox has not been read: correct the mail settings (or untick the mailing) and read it again.</translation>
    </message>
</context>
<context>
    <name>GamesStep</name>
    <message>
        <source>Sin resultado</source>
        <translation>No result</translation>
    </message>
    <message>
        <source>Gana el local (1-0)</source>
        <translation>Home wins (1-0)</translation>
    </message>
    <message>
        <source>Tablas (½-½)</source>
        <translation>Draw (½-½)</translation>
    </message>
    <message>
        <source>Gana el visitante (0-1)</source>
        <translation>Away wins (0-1)</translation>
    </message>
    <message>
        <source>+/- (incomparecencia visitante)</source>
        <translation>+/- (away player absent)</translation>
    </message>
    <message>
        <source>-/+ (incomparecencia local)</source>
        <translation>-/+ (home player absent)</translation>
    </message>
    <message>
        <source>-/- (ambos)</source>
        <translation>-/- (both absent)</translation>
    </message>
    <message>
        <source>Aplazada (jugada secreta)</source>
        <translation>Adjourned (sealed move)</translation>
    </message>
    <message>
        <source>Pendiente del Comité (sub conditione)</source>
        <translation>Pending the Committee (sub conditione)</translation>
    </message>
    <message>
        <source>Pendiente del Comité, 1-0 en el tablero</source>
        <translation>Pending with the Committee, 1-0 on the board</translation>
    </message>
    <message>
        <source>Pendiente del Comité, ½-½ en el tablero</source>
        <translation>Pending with the Committee, ½-½ on the board</translation>
    </message>
    <message>
        <source>Pendiente del Comité, 0-1 en el tablero</source>
        <translation>Pending with the Committee, 0-1 on the board</translation>
    </message>
    <message>
        <source>No jugada (indique el motivo)…</source>
        <translation>Not played (give the reason)…</translation>
    </message>
    <message>
        <source>Gana el local</source>
        <translation>Home wins</translation>
    </message>
    <message>
        <source>Tablas</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Gana el visitante</source>
        <translation>Away wins</translation>
    </message>
    <message>
        <source>Estado de las partidas</source>
        <translation>State of the games</translation>
    </message>
    <message>
        <source>Otro resultado</source>
        <translation>Other result</translation>
    </message>
    <message>
        <source>Resultado del tablero {board}</source>
        <translation>Result of board {board}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;&lt;br&gt;{colour}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;&lt;br&gt;{colour}</translation>
    </message>
    <message>
        <source>Tablero {board}: {result}</source>
        <translation>Board {board}: {result}</translation>
    </message>
    <message>
        <source>Falta el resultado de los tableros {boards}.</source>
        <translation>Boards {boards} still have no result.</translation>
    </message>
    <message>
        <source>tablero {board}: {state}</source>
        <translation>board {board}: {state}</translation>
    </message>
    <message>
        <source>Sin resultado definitivo, y así queda en el acta: {boards}. Lo resuelve el Comité de Competición (o la reanudación de la partida aplazada).</source>
        <translation>No final result, and so it stays in the acta: {boards}. The Competition Committee settles it (or the resumption of the adjourned game).</translation>
    </message>
    <message>
        <source>Tablero {board}</source>
        <translation>Board {board}</translation>
    </message>
    <message>
        <source>aplazada con jugada secreta</source>
        <translation>adjourned with a sealed move</translation>
    </message>
    <message>
        <source>pendiente del Comité de Competición</source>
        <translation>pending before the Competition Committee</translation>
    </message>
    <message>
        <source>no jugada</source>
        <translation>not played</translation>
    </message>
    <message>
        <source>&lt;b&gt;Local:&lt;/b&gt; {team}</source>
        <translation>&lt;b&gt;Home:&lt;/b&gt; {team}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Visitante:&lt;/b&gt; {team}</source>
        <translation>&lt;b&gt;Away:&lt;/b&gt; {team}</translation>
    </message>
    <message>
        <source>blancas</source>
        <translation>white</translation>
    </message>
    <message>
        <source>negras</source>
        <translation>black</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resultado del encuentro (definitivo): {home} {score} {away}&lt;/b&gt; (art. 7)</source>
        <translation>&lt;b&gt;Result of the encuentro (final): {home} {score} {away}&lt;/b&gt; (art. 7)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resultado del encuentro (provisional): {home} {score} {away}&lt;/b&gt; (art. 7)</source>
        <translation>&lt;b&gt;Result of the encuentro (provisional): {home} {score} {away}&lt;/b&gt; (art. 7)</translation>
    </message>
    <message>
        <source>Partida no jugada</source>
        <translation>Game not played</translation>
    </message>
    <message>
        <source>Motivo por el que no se jugó el tablero {board}:</source>
        <translation>Why board {board} was not played:</translation>
    </message>
</context>
<context>
    <name>GenerateCalendarDialog</name>
    <message>
        <source>Generar calendario — {name}</source>
        <translation>Generate calendar — {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt;, {legs} (art. 4): &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Sorteo: {draw}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt;, {legs} (art. 4): &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Draw: {draw}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt;, {legs}: &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Sorteo: {draw}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt;, {legs}: &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Draw: {draw}</translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message>
        <source>doble vuelta</source>
        <translation>double round robin</translation>
    </message>
    <message>
        <source>una vuelta</source>
        <translation>single round robin</translation>
    </message>
    <message numerus="yes">
        <source>%n ronda(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>sin hacer</source>
        <translation>not made</translation>
    </message>
    <message>
        <source>Sábados a las {saturday}; los equipos que eligieron el domingo juegan en casa a las {sunday} (art. 6.1); las {last} últimas rondas, en sábado (art. 6.4).</source>
        <translation>Saturdays at {saturday}; teams that chose Sunday play at home at {sunday} (art. 6.1); the last {last} rounds on Saturday (art. 6.4).</translation>
    </message>
    <message>
        <source>Sábados a las {saturday}; los equipos que eligieron el domingo juegan en casa a las {sunday}; las {last} últimas rondas, en sábado.</source>
        <translation>Saturdays at {saturday}; the teams that chose Sunday play at home at {sunday}; the last {last} rounds, on Saturday.</translation>
    </message>
    <message>
        <source>Primera ronda</source>
        <translation>First round</translation>
    </message>
    <message>
        <source>dd/mm/aaaa (un sábado)</source>
        <translation>dd/mm/yyyy (a Saturday)</translation>
    </message>
    <message>
        <source>ninguno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&amp;Generar</source>
        <translation>&amp;Generate</translation>
    </message>
    <message>
        <source>Faltan equipos o números de sorteo: complételos en «Equipos del grupo…».</source>
        <translation>Teams or draw numbers are missing: complete them in «Teams of the group…».</translation>
    </message>
    <message>
        <source>&amp;Primera ronda:</source>
        <translation>&amp;First round:</translation>
    </message>
    <message>
        <source>Fines de semana sin juego:</source>
        <translation>Weekends without play:</translation>
    </message>
</context>
<context>
    <name>GroupDialog</name>
    <message>
        <source>Equipos del grupo — {competition}</source>
        <translation>Teams of the group — {competition}</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Juega en casa</source>
        <translation>Plays at home</translation>
    </message>
    <message>
        <source>Local de juego</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Delegado</source>
        <translation>Delegate</translation>
    </message>
    <message>
        <source>Teléfono</source>
        <translation>Phone</translation>
    </message>
    <message>
        <source>Correo</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Equipos del grupo</source>
        <translation>Teams of the group</translation>
    </message>
    <message>
        <source>Inscribir equipo de &amp;mi club…</source>
        <translation>Enter a team of &amp;my club…</translation>
    </message>
    <message>
        <source>Añadir equipo &amp;rival…</source>
        <translation>Add &amp;rival team…</translation>
    </message>
    <message>
        <source>&amp;Editar…</source>
        <translation>&amp;Edit…</translation>
    </message>
    <message>
        <source>&amp;Quitar</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <source>&amp;Lista de jugadores…</source>
        <translation>Player &amp;list…</translation>
    </message>
    <message>
        <source>Importar la lista de jugadores del club del equipo seleccionado (CSV o Excel)</source>
        <translation>Import the player list of the selected team&apos;s club (CSV or Excel)</translation>
    </message>
    <message>
        <source>&amp;Sortear (art. 9.3)</source>
        <translation>&amp;Draw by lot (art. 9.3)</translation>
    </message>
    <message>
        <source>&amp;Sortear</source>
        <translation>&amp;Draw lots</translation>
    </message>
    <message>
        <source>Números al azar; los equipos de un mismo club se enfrentan en las primeras rondas (art. 9.3)</source>
        <translation>Random numbers; teams of one club meet in the first rounds (art. 9.3)</translation>
    </message>
    <message>
        <source>Números al azar; los equipos de un mismo club se enfrentan primero</source>
        <translation>Random numbers; the teams of one club meet each other first</translation>
    </message>
    <message>
        <source>&amp;Números del sorteo…</source>
        <translation>Draw &amp;numbers…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; · {category} · {season} · {count}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; · {category} · {season} · {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
    <message>
        <source>Un solo equipo por club en {category} (art. 9.1).</source>
        <translation>One team per club in {category} (art. 9.1).</translation>
    </message>
    <message>
        <source>La competición ya tiene calendario: los equipos y el sorteo no se cambian.</source>
        <translation>The competition already has a calendar: teams and draw no longer change.</translation>
    </message>
    <message>
        <source> (mi club)</source>
        <translation> (my club)</translation>
    </message>
    <message>
        <source>Domingo</source>
        <translation>Sunday</translation>
    </message>
    <message>
        <source>Sábado</source>
        <translation>Saturday</translation>
    </message>
    <message>
        <source>Quitar equipo</source>
        <translation>Remove team</translation>
    </message>
    <message>
        <source>¿Quitar «{team}» de la competición? El equipo y su club se conservan.</source>
        <translation>Remove «{team}» from the competition? The team and its club are kept.</translation>
    </message>
    <message>
        <source>Lista de jugadores de {club}</source>
        <translation>Player list of {club}</translation>
    </message>
    <message>
        <source>Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)</source>
        <translation>Player lists (*.csv *.xlsx);;All files (*)</translation>
    </message>
    <message>
        <source>Lista no importada</source>
        <translation>List not imported</translation>
    </message>
    <message>
        <source>Lista de «{club}» importada.</source>
        <translation>List of «{club}» imported.</translation>
    </message>
    <message>
        <source>Sorteo guardado.</source>
        <translation>Draw saved.</translation>
    </message>
    <message>
        <source>Sortear</source>
        <translation>Draw by lot</translation>
    </message>
    <message>
        <source>Los equipos ya tienen número. ¿Sortear de nuevo?</source>
        <translation>The teams already have numbers. Draw again?</translation>
    </message>
    <message>
        <source>Sorteo</source>
        <translation>Draw</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>&amp;Dominó</source>
        <translation>&amp;Domino</translation>
    </message>
    <message>
        <source>&amp;Cierre</source>
        <translation>&amp;Blocked</translation>
    </message>
    <message>
        <source>A&amp;nulada</source>
        <translation>A&amp;nnulled</translation>
    </message>
    <message>
        <source>Quién dominó o quién fue el infractor</source>
        <translation>Who dominoed or who was the offender</translation>
    </message>
    <message>
        <source>Pareja que gana la mano</source>
        <translation>Pair that wins the mano</translation>
    </message>
    <message>
        <source>Puntos de la mano</source>
        <translation>Points of the mano</translation>
    </message>
    <message>
        <source>0 a 168</source>
        <translation>0 to 168</translation>
    </message>
    <message>
        <source>Contar las &amp;fichas…</source>
        <translation>Count the &amp;tiles…</translation>
    </message>
    <message>
        <source>Marcar las fichas que quedan en cada mano</source>
        <translation>Mark the tiles left in each hand</translation>
    </message>
    <message>
        <source>C&amp;ontar la mano</source>
        <translation>C&amp;ount the mano</translation>
    </message>
    <message>
        <source>&amp;Anotar la mano</source>
        <translation>&amp;Write the mano</translation>
    </message>
    <message>
        <source>Cómo se cerró:</source>
        <translation>How it ended:</translation>
    </message>
    <message>
        <source>Dominó de:</source>
        <translation>Domino by:</translation>
    </message>
    <message>
        <source>para</source>
        <translation>for</translation>
    </message>
    <message>
        <source>&amp;Puntos:</source>
        <translation>&amp;Points:</translation>
    </message>
    <message>
        <source>Nadie (sumas iguales)</source>
        <translation>Nobody (equal sums)</translation>
    </message>
    <message>
        <source>Mano n.º {hand}</source>
        <translation>Mano no. {hand}</translation>
    </message>
    <message>
        <source>Sin manos por anotar</source>
        <translation>No manos to write</translation>
    </message>
    <message>
        <source>Infractor:</source>
        <translation>Offender:</translation>
    </message>
    <message>
        <source>Escriba los puntos de la mano, de 0 a 168, o cuente las fichas.</source>
        <translation>Type the points of the mano, from 0 to 168, or count the tiles.</translation>
    </message>
    <message>
        <source>«{text}» no son unos puntos: escriba un número de 0 a 168.</source>
        <translation>«{text}» is not a number of points: type a number from 0 to 168.</translation>
    </message>
    <message>
        <source>Cuente la mano; después la aprueba el contador (art. 6).</source>
        <translation>Count the mano; then the counter approves it (art. 6).</translation>
    </message>
    <message>
        <source>nadie</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mano n.º {hand}: {points} puntos para {who}&lt;/b&gt; ({end}).</source>
        <translation>&lt;b&gt;Mano no. {hand}: {points} points for {who}&lt;/b&gt; ({end}).</translation>
    </message>
    <message>
        <source>✔ Aprobada por {names}.</source>
        <translation>✔ Approved by {names}.</translation>
    </message>
    <message>
        <source>Falta la aprobación de {names}.</source>
        <translation>Waiting for the approval of {names}.</translation>
    </message>
    <message>
        <source>Aprueba {who}</source>
        <translation>{who} approves</translation>
    </message>
    <message>
        <source>el árbitro</source>
        <translation>the arbiter</translation>
    </message>
    <message>
        <source> y </source>
        <translation> and </translation>
    </message>
    <message>
        <source> o </source>
        <translation> or </translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Manual de Delegado</source>
        <translation>Delegado manual</translation>
    </message>
    <message>
        <source>← A&amp;trás</source>
        <translation>← &amp;Back</translation>
    </message>
    <message>
        <source>A&amp;delante →</source>
        <translation>&amp;Forward →</translation>
    </message>
    <message>
        <source>Í&amp;ndice</source>
        <translation>&amp;Index</translation>
    </message>
    <message>
        <source>No se encuentra el manual en esta instalación ({path}). Está también en la carpeta {folder} del programa.</source>
        <translation>The manual is not in this installation ({path}). It is also in the program&apos;s {folder} folder.</translation>
    </message>
</context>
<context>
    <name>HojaStep</name>
    <message>
        <source>Mesa de la hoja</source>
        <translation>Table of the score sheet</translation>
    </message>
    <message>
        <source>Partida de la hoja</source>
        <translation>Partida of the score sheet</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Leads</translation>
    </message>
    <message>
        <source>Cierre</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Gana</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Visitante</source>
        <translation>Away</translation>
    </message>
    <message>
        <source>Aprueba</source>
        <translation>Approved by</translation>
    </message>
    <message>
        <source>Manos de la hoja</source>
        <translation>Manos of the score sheet</translation>
    </message>
    <message>
        <source>Tanteo de la partida</source>
        <translation>Score of the partida</translation>
    </message>
    <message>
        <source>Sus&amp;titución…</source>
        <translation>Subs&amp;titution…</translation>
    </message>
    <message>
        <source>Sus&amp;pender…</source>
        <translation>Sus&amp;pend…</translation>
    </message>
    <message>
        <source>&amp;Reanudar</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>A&amp;bandono…</source>
        <translation>A&amp;bandonment…</translation>
    </message>
    <message>
        <source>&amp;Mesa:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>Pa&amp;rtida:</source>
        <translation>Pa&amp;rtida:</translation>
    </message>
    <message>
        <source>mesa {table} partida {partida}</source>
        <translation>table {table} partida {partida}</translation>
    </message>
    <message>
        <source>Sin terminar: {partidas}</source>
        <translation>Unfinished: {partidas}</translation>
    </message>
    <message>
        <source>Sorteo de asientos pendiente en esta mesa (paso anterior).</source>
        <translation>Seat draw pending at this table (previous step).</translation>
    </message>
    <message>
        <source>a {target}</source>
        <translation>to {target}</translation>
    </message>
    <message>
        <source> (infractor {seat})</source>
        <translation> (offender {seat})</translation>
    </message>
    <message>
        <source> · fichas contadas</source>
        <translation> · tiles counted</translation>
    </message>
    <message>
        <source>árbitro</source>
        <translation>arbiter</translation>
    </message>
    <message>
        <source>El sustituto ocupa el asiento, el número y el papel del jugador al que sustituye. Indique la causa justificada de la ausencia.</source>
        <translation>The substitute takes the seat, number and role of the player he replaces. Give the justified cause of the absence.</translation>
    </message>
    <message>
        <source>Sin juez árbitro, la sustitución se anota con el nombre de los dos capitanes y la decide el Comité.</source>
        <translation>Without an arbiter, the substitution is recorded with both captains&apos; names and the Committee decides on it.</translation>
    </message>
    <message>
        <source>Con el permiso del juez árbitro {name}.</source>
        <translation>With the permission of the arbiter {name}.</translation>
    </message>
    <message>
        <source>Sustitución (art. 20)</source>
        <translation>Substitution (art. 20)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{home} {home_points} – {away_points} {away}&lt;/b&gt; · partida a {target} · {status}</source>
        <translation>&lt;b&gt;{home} {home_points} – {away_points} {away}&lt;/b&gt; · partida to {target} · {status}</translation>
    </message>
    <message>
        <source>Mano n.º {hand}: sale {seat}, {salidor} (n.º 1). Anota {annotator}; cuenta {counter}.</source>
        <translation>Mano no. {hand}: {seat} leads, {salidor} (no. 1). {annotator} writes; {counter} counts.</translation>
    </message>
    <message>
        <source>el árbitro</source>
        <translation>the arbiter</translation>
    </message>
    <message>
        <source>Números de la mano n.º {hand}</source>
        <translation>Numbers of mano no. {hand}</translation>
    </message>
    <message>
        <source>Partida terminada</source>
        <translation>Partida finished</translation>
    </message>
    <message>
        <source>Suspensión (art. 20)</source>
        <translation>Suspension (art. 20)</translation>
    </message>
    <message>
        <source>Solo por una circunstancia excepcional imprevisible; se anota con el marcador.</source>
        <translation>Only for an exceptional, unforeseeable circumstance; it is recorded with the score.</translation>
    </message>
</context>
<context>
    <name>HolidaysDialog</name>
    <message>
        <source>Festivos del club</source>
        <translation>Club&apos;s holidays</translation>
    </message>
    <message>
        <source>Los plazos en días hábiles ya saltan los festivos nacionales, los de Canarias y el insular de Tenerife (2 de febrero). Añada aquí los festivos locales de su municipio: cuentan como no hábiles en los plazos de todas sus actas.</source>
        <translation>Deadlines in business days already skip the national holidays, the Canary Islands&apos; ones and Tenerife&apos;s (2 February). Add here the local holidays of your municipality: they count as non-business days in the deadlines of all your actas.</translation>
    </message>
    <message>
        <source>Fecha</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Festivo</source>
        <translation>Holiday</translation>
    </message>
    <message>
        <source>Fecha del festivo</source>
        <translation>Date of the holiday</translation>
    </message>
    <message>
        <source>dd/mm/aaaa</source>
        <translation>dd/mm/yyyy</translation>
    </message>
    <message>
        <source>Nombre del festivo</source>
        <translation>Name of the holiday</translation>
    </message>
    <message>
        <source>Fiestas patronales</source>
        <translation>Patron saint festivities</translation>
    </message>
    <message>
        <source>&amp;Añadir</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>&amp;Quitar el seleccionado</source>
        <translation>&amp;Remove the selected one</translation>
    </message>
    <message>
        <source>Errores</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>&amp;Fecha:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Escriba la fecha del festivo (dd/mm/aaaa).</source>
        <translation>Type the date of the holiday (dd/mm/yyyy).</translation>
    </message>
    <message>
        <source>Elija en la lista el festivo que quiere quitar.</source>
        <translation>Choose in the list the holiday to remove.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Bienvenido a Delegado</source>
        <translation>Welcome to Delegado</translation>
    </message>
    <message>
        <source>&amp;Crear mi club…</source>
        <translation>&amp;Create my club…</translation>
    </message>
    <message>
        <source>&amp;Nuevo equipo…</source>
        <translation>&amp;New team…</translation>
    </message>
    <message>
        <source>Crear co&amp;mpetición…</source>
        <translation>Create co&amp;mpetition…</translation>
    </message>
    <message>
        <source>Importar archivo de la &amp;liga…</source>
        <translation>Import &amp;league file…</translation>
    </message>
    <message>
        <source>&amp;Generar calendario…</source>
        <translation>&amp;Generate calendar…</translation>
    </message>
    <message>
        <source>Importar ca&amp;lendario…</source>
        <translation>Import ca&amp;lendar…</translation>
    </message>
    <message>
        <source>Importar mi lista de &amp;jugadores…</source>
        <translation>Import my &amp;player list…</translation>
    </message>
    <message>
        <source>1. Mi club</source>
        <translation>1. My club</translation>
    </message>
    <message>
        <source>Nombre, localidad y dirección del local de juego.</source>
        <translation>Name, town and the venue&apos;s address.</translation>
    </message>
    <message>
        <source>2. Mis equipos</source>
        <translation>2. My teams</translation>
    </message>
    <message>
        <source>El equipo A y sus filiales, de ajedrez o de dominó; si juegan en casa los domingos.</source>
        <translation>Team A and its reserve teams, chess or domino; whether they play at home on Sundays.</translation>
    </message>
    <message>
        <source>3. Competiciones</source>
        <translation>3. Competitions</translation>
    </message>
    <message>
        <source>Créela con sus ajustes y sus equipos rivales, o importe el archivo de la liga que le envíe otro delegado o la Federación.</source>
        <translation>Create it with its settings and rival teams, or import the league file another delegate or the federation sends you.</translation>
    </message>
    <message>
        <source>4. Calendario</source>
        <translation>4. Calendar</translation>
    </message>
    <message>
        <source>Generado del sorteo, o importado del que publica la Federación.</source>
        <translation>Generated from the draw, or imported from the one the federation publishes.</translation>
    </message>
    <message>
        <source>5. Mi lista de jugadores</source>
        <translation>5. My player list</translation>
    </message>
    <message>
        <source>En orden de fuerza (art. 18.2), de un archivo CSV o Excel.</source>
        <translation>In order of strength (art. 18.2), from a CSV or Excel file.</translation>
    </message>
    <message>
        <source>Saltar</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Saltar el paso «{step}»</source>
        <translation>Skip the step «{step}»</translation>
    </message>
    <message>
        <source>Cargar la temporada de &amp;demostración</source>
        <translation>Load the &amp;demo season</translation>
    </message>
    <message>
        <source>Abrir mi &amp;próximo encuentro</source>
        <translation>Open my &amp;next encuentro</translation>
    </message>
    <message>
        <source>Cerrar la guía</source>
        <translation>Close the guide</translation>
    </message>
    <message>
        <source>Hecho</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Saltado: puede hacerlo cuando quiera</source>
        <translation>Skipped: do it whenever you like</translation>
    </message>
    <message>
        <source>Pendiente</source>
        <translation>To do</translation>
    </message>
    <message>
        <source>Todo listo. Abra su próximo encuentro para preparar la alineación.</source>
        <translation>All set. Open your next encuentro to prepare the alineación.</translation>
    </message>
    <message>
        <source>Quedan pasos saltados: hágalos cuando quiera, aquí o en las otras pantallas.</source>
        <translation>Some steps were skipped: do them whenever you like, here or on the other screens.</translation>
    </message>
    <message>
        <source>Prepare su temporada real en cinco pasos; puede saltar uno y volver a él cuando quiera. O cargue la temporada de demostración para conocer la aplicación.</source>
        <translation>Set up your real season in five steps; you can skip one and come back to it at any time. Or load the demo season to get to know the app.</translation>
    </message>
    <message>
        <source>Fecha</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Próximos encuentros</source>
        <translation>Next encuentros</translation>
    </message>
    <message>
        <source>Doble clic: abrir el acta del encuentro</source>
        <translation>Double-click: open the encuentro&apos;s acta</translation>
    </message>
    <message>
        <source>&amp;Guía de primeros pasos</source>
        <translation>&amp;First steps guide</translation>
    </message>
    <message>
        <source>Próximo encuentro</source>
        <translation>Next encuentro</translation>
    </message>
    <message>
        <source>Próximos encuentros de mis equipos</source>
        <translation>My teams&apos; next encuentros</translation>
    </message>
    <message>
        <source>ninguno marcado como propio</source>
        <translation>none marked as own</translation>
    </message>
    <message numerus="yes">
        <source>%n club(es)</source>
        <translation>
            <numerusform>%n club</numerusform>
            <numerusform>%n clubs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jugador(es)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n competición(es)</source>
        <translation>
            <numerusform>%n competition</numerusform>
            <numerusform>%n competitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s)</source>
        <translation>
            <numerusform>%n encuentro</numerusform>
            <numerusform>%n encuentros</numerusform>
        </translation>
    </message>
    <message>
        <source>Abrir el &amp;próximo encuentro: {home} – {away} · {when}</source>
        <translation>Open the &amp;next encuentro: {home} – {away} · {when}</translation>
    </message>
    <message>
        <source>No quedan encuentros de mis equipos</source>
        <translation>No encuentros of my teams are left</translation>
    </message>
    <message>
        <source>Plazos de las actas de los últimos {days} días</source>
        <translation>Deadlines of the actas of the last {days} days</translation>
    </message>
    <message>
        <source>Mi club: {names}</source>
        <translation>My club: {names}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Línea</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Licencia</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Apellidos</source>
        <translation>Surnames</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>DNI/NIE</source>
        <translation>DNI/NIE</translation>
    </message>
    <message>
        <source>Nacimiento</source>
        <translation>Born</translation>
    </message>
    <message>
        <source>ELO Canario</source>
        <translation>Canarian ELO</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Acción</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Importar lista de jugadores — {club}</source>
        <translation>Import player list — {club}</translation>
    </message>
    <message>
        <source>Vista previa de la importación</source>
        <translation>Preview of the import</translation>
    </message>
    <message>
        <source>Problemas encontrados</source>
        <translation>Problems found</translation>
    </message>
    <message>
        <source>&amp;Importar</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source> (CSV, {encoding}, separador: {delimiter})</source>
        <translation> (CSV, {encoding}, separator: {delimiter})</translation>
    </message>
    <message>
        <source> (Excel, hoja «{sheet}»)</source>
        <translation> (Excel, sheet “{sheet}”)</translation>
    </message>
    <message>
        <source>{total}: {added} y {updated}.</source>
        <translation>{total}: {added} and {updated}.</translation>
    </message>
    <message numerus="yes">
        <source>%n jugador(es)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nuevo(s)</source>
        <translation>
            <numerusform>%n new</numerusform>
            <numerusform>%n new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actualizado(s)</source>
        <translation>
            <numerusform>%n updated</numerusform>
            <numerusform>%n updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problema(s)&lt;/b&gt;: corríjalo(s) en el archivo y vuelva a importarlo.</source>
        <translation>
            <numerusform>&lt;b&gt;%n problem&lt;/b&gt;: correct it in the file and import it again.</numerusform>
            <numerusform>&lt;b&gt;%n problems&lt;/b&gt;: correct them in the file and import it again.</numerusform>
        </translation>
    </message>
    <message>
        <source>{kept} jugadores del club no figuran en el archivo: se mantienen, a continuación de los importados.</source>
        <translation>{kept} of the club&apos;s players are not in the file: they are kept, after the imported ones.</translation>
    </message>
    <message>
        <source>No se importará nada hasta que el archivo esté correcto.</source>
        <translation>Nothing will be imported until the file is correct.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Correcta</source>
        <translation>Correct</translation>
    </message>
    <message>
        <source>Nuevo</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Actualiza</source>
        <translation>Updates</translation>
    </message>
    <message>
        <source>Sin problemas: el archivo se puede importar.</source>
        <translation>No problems: the file can be imported.</translation>
    </message>
</context>
<context>
    <name>IncidentDialog</name>
    <message>
        <source>Corregir incidencia</source>
        <translation>Correct incident</translation>
    </message>
    <message>
        <source>Nueva incidencia del acta</source>
        <translation>New incident of the acta</translation>
    </message>
    <message>
        <source>Tipo de incidencia</source>
        <translation>Kind of incident</translation>
    </message>
    <message>
        <source>{title} (art. {rule})</source>
        <translation>{title} (art. {rule})</translation>
    </message>
    <message>
        <source>&amp;Tipo:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <source>Corrige la entrada de las {time}: {text}</source>
        <translation>Corrects the entry of {time}: {text}</translation>
    </message>
    <message>
        <source>{field}:</source>
        <translation>{field}:</translation>
    </message>
    <message>
        <source>{field} (opcional):</source>
        <translation>{field} (optional):</translation>
    </message>
    <message>
        <source>&amp;Tablero…</source>
        <translation>&amp;Board…</translation>
    </message>
    <message>
        <source>Poner la posición en un tablero: {field}</source>
        <translation>Set up the position on a board: {field}</translation>
    </message>
</context>
<context>
    <name>IncidentsStep</name>
    <message>
        <source>Una pulsación por artículo; la mesa y la partida vienen de la Hoja que esté abierta. El registro no se edita. Las caídas de fichas se cuentan por pareja y partida: desde la tercera, el acta recoge el ordinal (art. 19.4).</source>
        <translation>One click per article; the table and the partida come from the score sheet that is open. The log is not edited. Dropped tiles are counted per pair and partida: from the third on, the acta records the count (art. 19.4).</translation>
    </message>
    <message>
        <source>Incidencia {article}: {title}</source>
        <translation>Incident {article}: {title}</translation>
    </message>
    <message>
        <source>Incidencias del acta</source>
        <translation>Incidents of the acta</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Partida</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Pareja</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Veces</source>
        <translation>Times</translation>
    </message>
    <message>
        <source>En el acta (art. 19.4)</source>
        <translation>In the acta (art. 19.4)</translation>
    </message>
    <message>
        <source>Caídas de fichas por pareja y partida</source>
        <translation>Dropped tiles per pair and partida</translation>
    </message>
    <message>
        <source>Caídas de fichas por pareja y partida (art. 19.4)</source>
        <translation>Dropped tiles per pair and partida (art. 19.4)</translation>
    </message>
    <message>
        <source>Sí, la {ordinal} vez</source>
        <comment>también {count}: el número de la vez</comment>
        <translation>Yes, time no. {count}</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message numerus="yes">
        <source>%n anotada(s)</source>
        <translation>
            <numerusform>%n noted</numerusform>
            <numerusform>%n noted</numerusform>
        </translation>
    </message>
    <message>
        <source>Acta</source>
        <translation>Acta</translation>
    </message>
    <message>
        <source>Abandono</source>
        <translation>Abandonment</translation>
    </message>
    <message>
        <source>Esa partida todavía no ha empezado.</source>
        <translation>That partida has not started yet.</translation>
    </message>
    <message>
        <source>&amp;Nueva incidencia…</source>
        <translation>&amp;New incident…</translation>
    </message>
    <message>
        <source>&amp;Corregir…</source>
        <translation>&amp;Correct…</translation>
    </message>
    <message>
        <source>&amp;Anular…</source>
        <translation>&amp;Withdraw…</translation>
    </message>
    <message>
        <source>El registro no se puede editar: una corrección es una entrada nueva que apunta a la que corrige. La hora se anota sola.</source>
        <translation>The log cannot be edited: a correction is a new entry that points to the one it corrects. The time is noted by itself.</translation>
    </message>
    <message>
        <source> (corrige la n.º {number})</source>
        <translation> (corrects no. {number})</translation>
    </message>
    <message>
        <source>n.º {number} · {time} · art. {rule} · {title}{corrects}: {text}</source>
        <translation>no. {number} · {time} · art. {rule} · {title}{corrects}: {text}</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Seleccione primero la incidencia.</source>
        <translation>Select the incident first.</translation>
    </message>
</context>
<context>
    <name>LeagueExportDialog</name>
    <message>
        <source>Exportar archivo de la liga</source>
        <translation>Export league file</translation>
    </message>
    <message>
        <source>«{name}» ({season}): los clubes, los equipos con su local y su delegado, los ajustes y el calendario. Los demás delegados lo importan en su base de datos sin escribir nada.</source>
        <translation>«{name}» ({season}): the clubs, the teams with their venue and delegate, the settings and the calendar. The other delegates import it into their database without typing anything.</translation>
    </message>
    <message>
        <source>Incluir las &amp;listas de jugadores de los clubes</source>
        <translation>Include the clubs&apos; player &amp;lists</translation>
    </message>
    <message>
        <source>&amp;Exportar…</source>
        <translation>&amp;Export…</translation>
    </message>
</context>
<context>
    <name>LeagueFile</name>
    <message>
        <source>Exportar archivo de la liga</source>
        <translation>Export league file</translation>
    </message>
    <message>
        <source>Archivo de la liga (*.liga.json)</source>
        <translation>League file (*.liga.json)</translation>
    </message>
    <message>
        <source>Archivo de la liga no exportado</source>
        <translation>League file not exported</translation>
    </message>
    <message>
        <source>Archivo de la liga exportado</source>
        <translation>League file exported</translation>
    </message>
    <message>
        <source>«{competition}» guardada en «{file}».</source>
        <translation>«{competition}» saved to «{file}».</translation>
    </message>
</context>
<context>
    <name>LeagueImportDialog</name>
    <message>
        <source>Importar archivo de la liga</source>
        <translation>Import league file</translation>
    </message>
    <message>
        <source>Cambios que se harán</source>
        <translation>Changes to be made</translation>
    </message>
    <message>
        <source>Problemas encontrados</source>
        <translation>Problems found</translation>
    </message>
    <message>
        <source>&amp;Importar</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>(desconocida)</source>
        <translation>(unknown)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {changes}. Nada se escribe hasta pulsar «Importar»; un acta cerrada no se toca nunca.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {changes}. Nothing is written until you press “Import”; a locked acta is never touched.</translation>
    </message>
    <message numerus="yes">
        <source>%n cambio(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: el archivo no se puede importar; no se ha cambiado nada.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: the file cannot be imported; nothing has changed.</translation>
    </message>
</context>
<context>
    <name>LineupDialog</name>
    <message>
        <source>Alineaciones — {home} – {away}</source>
        <translation>Alineaciones — {home} – {away}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when}&lt;br&gt;{home} (local: blancas en los tableros impares) – {away} · {venue}</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Round {round} · {when}&lt;br&gt;{home} (home: white on the odd boards) – {away} · {venue}</translation>
    </message>
    <message>
        <source>Nuestra alineación — {team}</source>
        <translation>Our alineación — {team}</translation>
    </message>
    <message>
        <source>Alineación rival — {team}</source>
        <translation>Rival alineación — {team}</translation>
    </message>
</context>
<context>
    <name>LockConfirmation</name>
    <message>
        <source>El acta no está completa</source>
        <translation>The acta is not complete</translation>
    </message>
    <message>
        <source>Esta firma cerraría el acta, pero aún falta:

{problems}

Complételo antes de firmar.</source>
        <translation>This signature would close the acta, but this is still missing:

{problems}

Complete it before signing.</translation>
    </message>
    <message>
        <source>Cerrar el acta</source>
        <translation>Close the acta</translation>
    </message>
    <message>
        <source>Con esta firma el acta queda cerrada y ya no podrá cambiarse (lo posterior irá en anexos). Quedará así:

{frozen}

¿Firmar y cerrar el acta?</source>
        <translation>With this signature the acta is closed and can no longer change (anything later goes in annexes). It will stay as follows:

{frozen}

Sign and close the acta?</translation>
    </message>
</context>
<context>
    <name>MailSettingsDialog</name>
    <message>
        <source>Correo a la federación</source>
        <translation>Mail to the federation</translation>
    </message>
    <message>
        <source>STARTTLS (puerto 587)</source>
        <translation>STARTTLS (port 587)</translation>
    </message>
    <message>
        <source>TLS (puerto 465)</source>
        <translation>TLS (port 465)</translation>
    </message>
    <message>
        <source>(opcional) imaps://usuario@servidor/INBOX</source>
        <translation>(optional) imaps://user@server/INBOX</translation>
    </message>
    <message>
        <source>El buzón del club donde llegan los acuses de recibo de la federación</source>
        <translation>The club&apos;s mailbox where the federation&apos;s receipts arrive</translation>
    </message>
    <message>
        <source>Solo si el certificado de los servidores de correo del club (el SMTP y el buzón de los acuses) no es de una autoridad que el sistema reconozca (uno propio, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se guarda el certificado en la base de datos del club. Déjelo vacío para usar las del sistema</source>
        <translation>Only if the certificate of the club&apos;s mail servers (SMTP and the receipts mailbox) is not from an authority the system recognises (its own, or self-signed): the certificate (.pem) of the authority that signed it. The certificate is kept in the club&apos;s database. Leave it empty to use the system&apos;s</translation>
    </message>
    <message>
        <source>&amp;Servidor SMTP:</source>
        <translation>SMTP &amp;server:</translation>
    </message>
    <message>
        <source>&amp;Puerto:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>S&amp;eguridad:</source>
        <translation>S&amp;ecurity:</translation>
    </message>
    <message>
        <source>&amp;Usuario:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>&amp;Remitente (el club):</source>
        <translation>&amp;Sender (the club):</translation>
    </message>
    <message>
        <source>Dirección de la &amp;federación:</source>
        <translation>&amp;Federation&apos;s address:</translation>
    </message>
    <message>
        <source>&amp;Buzón de los acuses:</source>
        <translation>Receipts &amp;mailbox:</translation>
    </message>
</context>
<context>
    <name>MailboxDialog</name>
    <message>
        <source>Leer el buzón</source>
        <translation>Read the mailbox</translation>
    </message>
    <message>
        <source>(la del sistema)</source>
        <translation>(the system&apos;s)</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>&amp;Buzón:</source>
        <translation>&amp;Mailbox:</translation>
    </message>
    <message>
        <source>&amp;Contraseña:</source>
        <translation>&amp;Password:</translation>
    </message>
    <message>
        <source>&amp;Autoridad del servidor:</source>
        <translation>Server&apos;s &amp;authority:</translation>
    </message>
    <message>
        <source>Autoridad del servidor</source>
        <translation>Server&apos;s authority</translation>
    </message>
    <message>
        <source>Certificados (*.pem *.crt)</source>
        <translation>Certificates (*.pem *.crt)</translation>
    </message>
    <message>
        <source>Escriba la contraseña del buzón.</source>
        <translation>Type the mailbox&apos;s password.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Delegado — {file} (solo lectura)</source>
        <translation>Delegado — {file} (read-only)</translation>
    </message>
    <message>
        <source>Delegado — {file}</source>
        <translation>Delegado — {file}</translation>
    </message>
    <message>
        <source>Ay&amp;uda</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>Ayuda</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Club «{name}» creado.</source>
        <translation>Club “{name}” created.</translation>
    </message>
    <message>
        <source>Temporada de demostración</source>
        <translation>Demo season</translation>
    </message>
    <message>
        <source>Temporada de demostración cargada.</source>
        <translation>Demo season loaded.</translation>
    </message>
    <message>
        <source>Delegado</source>
        <translation>Delegado</translation>
    </message>
    <message>
        <source>Secciones</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>Inicio</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Competiciones</source>
        <translation>Competitions</translation>
    </message>
    <message>
        <source>Encuentros</source>
        <translation>Encuentros</translation>
    </message>
    <message>
        <source>Ajustes</source>
        <translation>Settings</translation>
    </message>
</context>
<context>
    <name>MatchDayGuide</name>
    <message>
        <source>Acta — {home} – {away}</source>
        <translation>Acta — {home} – {away}</translation>
    </message>
    <message>
        <source>Resultado: {home} {score} {away}</source>
        <translation>Result: {home} {score} {away}</translation>
    </message>
    <message>
        <source>Tablero {board}: {home} – {away}: {result}</source>
        <translation>Board {board}: {home} – {away}: {result}</translation>
    </message>
    <message>
        <source>Incidencias: {count}</source>
        <translation>Incidents: {count}</translation>
    </message>
    <message>
        <source>Acta</source>
        <translation>Acta</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta CERRADA (solo lectura)</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Round {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta CLOSED (read only)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta abierta</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Round {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta open</translation>
    </message>
</context>
<context>
    <name>MatchEditDialog</name>
    <message>
        <source>Editar encuentro — ronda {round}</source>
        <translation>Edit encuentro — round {round}</translation>
    </message>
    <message>
        <source>Fecha oficial: {date}</source>
        <translation>Official date: {date}</translation>
    </message>
    <message>
        <source>Fecha y hora oficiales</source>
        <translation>Official date and time</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Corrige el calendario (una errata, un cambio publicado por la Federación). Para aplazar un encuentro use «Cambiar fecha…» (arts. 6.2 y 6.3).</source>
        <translation>Corrects the calendar (a typo, a change the federation published). To postpone an encuentro use «Change date…» (arts. 6.2 and 6.3).</translation>
    </message>
    <message>
        <source>&amp;Fecha y hora:</source>
        <translation>&amp;Date and time:</translation>
    </message>
    <message>
        <source>&amp;Lugar:</source>
        <translation>&amp;Venue:</translation>
    </message>
    <message>
        <source>Indique la fecha y la hora.</source>
        <translation>Give the date and the time.</translation>
    </message>
</context>
<context>
    <name>MatchesScreen</name>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>Solo los encuentros de &amp;mis equipos</source>
        <translation>Only the encuentros of &amp;my teams</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Fecha y hora</source>
        <translation>Date and time</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Visitante</source>
        <translation>Away</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Venue</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Plazos</source>
        <translation>Deadlines</translation>
    </message>
    <message>
        <source>Encuentros</source>
        <translation>Encuentros</translation>
    </message>
    <message>
        <source>&amp;Alineaciones…</source>
        <translation>&amp;Alineaciones…</translation>
    </message>
    <message>
        <source>Preparar la alineación propia y anotar la del rival</source>
        <translation>Prepare our alineación and write down the rival&apos;s</translation>
    </message>
    <message>
        <source>Acta del &amp;encuentro…</source>
        <translation>Encuentro &amp;acta…</translation>
    </message>
    <message>
        <source>Guía del día de partido: documentación, comienzo, resultados, incidencias y firmas</source>
        <translation>Match-day guide: documents, start, results, incidents and signatures</translation>
    </message>
    <message>
        <source>Enviar a la &amp;federación…</source>
        <translation>Send to the &amp;federation…</translation>
    </message>
    <message>
        <source>Pone el acta firmada en la bandeja de salida y la envía por correo</source>
        <translation>Puts the signed acta in the outbox and sends it by mail</translation>
    </message>
    <message>
        <source>Cargar ac&amp;use…</source>
        <translation>Load rece&amp;ipt…</translation>
    </message>
    <message>
        <source>Comprueba un acuse de recibo de la federación guardado en un archivo</source>
        <translation>Checks a receipt from the federation saved in a file</translation>
    </message>
    <message>
        <source>Leer acuses del &amp;buzón…</source>
        <translation>Read receipts from the &amp;mailbox…</translation>
    </message>
    <message>
        <source>Lee y comprueba los acuses de recibo que la federación envió al club</source>
        <translation>Reads and checks the receipts the federation mailed to the club</translation>
    </message>
    <message>
        <source>Enviar al delegado &amp;visitante…</source>
        <translation>Send to the &amp;away delegate…</translation>
    </message>
    <message>
        <source>Guarda una copia del acta que usted firmó para que el visitante la firme</source>
        <translation>Saves a copy of the acta you signed for the away delegate to sign</translation>
    </message>
    <message>
        <source>Guardar una &amp;copia…</source>
        <translation>Save a &amp;copy…</translation>
    </message>
    <message>
        <source>Por &amp;correo…</source>
        <translation>By &amp;mail…</translation>
    </message>
    <message>
        <source>Firmar un acta &amp;recibida…</source>
        <translation>Sign a &amp;received acta…</translation>
    </message>
    <message>
        <source>Abre el acta que le envió el otro club, la comprueba, la firma y la envía</source>
        <translation>Opens the acta the other club sent you, checks it, signs it and sends it</translation>
    </message>
    <message>
        <source>&amp;Competición:</source>
        <translation>&amp;Competition:</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>All</translation>
    </message>
    <message>
        <source>{name} ({season}, archivada)</source>
        <translation>{name} ({season}, archived)</translation>
    </message>
    <message>
        <source>Su día pasó y el encuentro no tiene acta: anote el resultado o, si se aplazó, su nueva fecha (Competiciones, «Cambiar fecha…»).</source>
        <translation>Its day has passed and the encuentro has no acta: enter the result or, if it was postponed, its new date (Competitions, «Change date…»).</translation>
    </message>
    <message>
        <source>Pendiente de envío</source>
        <translation>Waiting to be sent</translation>
    </message>
    <message>
        <source>Enviada el {time}</source>
        <translation>Sent on {time}</translation>
    </message>
    <message>
        <source>Recibida por la federación el {time}, aceptada</source>
        <translation>Received by the federation on {time}, accepted</translation>
    </message>
    <message>
        <source>Rechazada ({reason})</source>
        <translation>Rejected ({reason})</translation>
    </message>
    <message>
        <source>Rechazada</source>
        <translation>Rejected</translation>
    </message>
    <message>
        <source>Recibida por la federación el {time}</source>
        <translation>Received by the federation on {time}</translation>
    </message>
    <message>
        <source>Motivo: {reason}</source>
        <translation>Reason: {reason}</translation>
    </message>
    <message>
        <source>Corrija el acta y envíela de nuevo: será otro archivo.</source>
        <translation>Correct the acta and send it again: it will be another file.</translation>
    </message>
    <message>
        <source>Último intento: {error}</source>
        <translation>Last attempt: {error}</translation>
    </message>
    <message>
        <source>Acuse {number}</source>
        <translation>Receipt {number}</translation>
    </message>
    <message>
        <source>VENCIDO: {articles}</source>
        <translation>OVERDUE: {articles}</translation>
    </message>
    <message>
        <source>«{home} – {away}» es de una temporada archivada: solo se puede consultar, y no tiene acta.</source>
        <translation>«{home} – {away}» belongs to an archived season: it is read-only and has no acta.</translation>
    </message>
    <message>
        <source>Alineaciones</source>
        <translation>Alineaciones</translation>
    </message>
    <message>
        <source>Acta del encuentro</source>
        <translation>Encuentro acta</translation>
    </message>
</context>
<context>
    <name>MoveMatchDialog</name>
    <message>
        <source>Cambiar fecha — ronda {round}</source>
        <translation>Change date — round {round}</translation>
    </message>
    <message>
        <source>Fecha oficial: {date}</source>
        <translation>Official date: {date}</translation>
    </message>
    <message>
        <source>Nueva fecha y hora</source>
        <translation>New date and time</translation>
    </message>
    <message>
        <source>Pedido por escrito a la Federación el</source>
        <translation>Requested in writing from the Federation on</translation>
    </message>
    <message>
        <source>Fecha de la petición a la Federación</source>
        <translation>Date of the request to the Federation</translation>
    </message>
    <message>
        <source>Los dos equipos están de acuerdo</source>
        <translation>Both teams agree</translation>
    </message>
    <message>
        <source>El cambio se guarda aunque no cumpla los arts. 6.2 y 6.3; los avisos se muestran después y decide el Comité de Competición. La fecha oficial no cambia.</source>
        <translation>The change is saved even if it breaks arts. 6.2 and 6.3; the warnings are shown afterwards and the Competition Committee decides. The official date does not change.</translation>
    </message>
    <message>
        <source>&amp;Nueva fecha y hora:</source>
        <translation>&amp;New date and time:</translation>
    </message>
    <message>
        <source>&amp;Guardar</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Cancelar</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Fecha no cambiada</source>
        <translation>Date not changed</translation>
    </message>
</context>
<context>
    <name>NewSeasonDialog</name>
    <message>
        <source>Nueva temporada</source>
        <translation>New season</translation>
    </message>
    <message>
        <source>Temporada que termina</source>
        <translation>Season that ends</translation>
    </message>
    <message>
        <source>Se crean las competiciones de la temporada nueva con los mismos ajustes y equipos, sin calendario; las listas de jugadores siguen en el club. La temporada anterior queda archivada: se puede consultar, con sus actas, pero no cambiar.</source>
        <translation>The new season&apos;s competitions are created with the same settings and teams, without a calendar; the player lists stay with the club. The earlier season is archived: it can be browsed, with its actas, but not changed.</translation>
    </message>
    <message>
        <source>&amp;Crear temporada</source>
        <translation>&amp;Create season</translation>
    </message>
    <message>
        <source>&amp;Desde:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>Temporada nueva:</source>
        <translation>New season:</translation>
    </message>
    <message>
        <source>Temporada {season}: {competitions} y {teams}.</source>
        <translation>Season {season}: {competitions} and {teams}.</translation>
    </message>
    <message numerus="yes">
        <source>%n competición(es)</source>
        <translation>
            <numerusform>%n competition</numerusform>
            <numerusform>%n competitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfficeHelp</name>
    <message>
        <source>Manual de la oficina</source>
        <translation>Office manual</translation>
    </message>
</context>
<context>
    <name>OutboxReceipts</name>
    <message>
        <source>No hay registro federativo instalado: sin él no se puede comprobar que el acuse es de la federación. Instálelo en Ajustes → Registro federativo.</source>
        <translation>No federation registry is installed: without it nobody can check that the receipt is the federation&apos;s. Install it in Settings → Federation registry.</translation>
    </message>
    <message>
        <source>Cargar acuse de recibo</source>
        <translation>Load receipt</translation>
    </message>
    <message>
        <source>Acuses de recibo (*.pdf)</source>
        <translation>Receipts (*.pdf)</translation>
    </message>
    <message>
        <source>Leer acuses del buzón</source>
        <translation>Read receipts from the mailbox</translation>
    </message>
    <message>
        <source>Indique el buzón de los acuses en Ajustes → Correo…, o cargue el acuse desde un archivo («Cargar acuse…»).</source>
        <translation>Give the receipts mailbox in Settings → Mail…, or load the receipt from a file (“Load receipt…”).</translation>
    </message>
    <message>
        <source>{file}: rechazada por la federación ({reason})</source>
        <translation>{file}: rejected by the federation ({reason})</translation>
    </message>
    <message>
        <source>{file}: recibida por la federación el {time}, aceptada</source>
        <translation>{file}: received by the federation on {time}, accepted</translation>
    </message>
    <message>
        <source>No hay acuses de recibo en el buzón.</source>
        <translation>There are no receipts in the mailbox.</translation>
    </message>
    <message>
        <source>Acuses ya leídos antes: {count}.</source>
        <translation>Receipts already read before: {count}.</translation>
    </message>
    <message>
        <source>Leyendo el buzón de los acuses…</source>
        <translation>Reading the receipts mailbox…</translation>
    </message>
    <message>
        <source>No se ha podido terminar de leer el buzón: {reason}</source>
        <translation>The mailbox could not be read to the end: {reason}</translation>
    </message>
</context>
<context>
    <name>OutboxRetry</name>
    <message>
        <source>Reintentando el envío de las actas pendientes…</source>
        <translation>Retrying the actas waiting to be sent…</translation>
    </message>
</context>
<context>
    <name>OutboxSend</name>
    <message>
        <source>Enviar a la federación</source>
        <translation>Send to the federation</translation>
    </message>
    <message>
        <source>Acta firmada (*.pdf)</source>
        <translation>Signed acta (*.pdf)</translation>
    </message>
    <message>
        <source>El acta queda pendiente de envío: falta configurar el correo en Ajustes.</source>
        <translation>The acta waits in the outbox: mail is not set up yet in Settings.</translation>
    </message>
    <message>
        <source>Contraseña de {user} en {host}:</source>
        <translation>Password of {user} on {host}:</translation>
    </message>
    <message>
        <source>El acta queda pendiente de envío.</source>
        <translation>The acta waits in the outbox.</translation>
    </message>
    <message>
        <source>No se ha podido enviar; el acta sigue pendiente de envío:
{reason}</source>
        <translation>It could not be sent; the acta is still waiting in the outbox:
{reason}</translation>
    </message>
    <message>
        <source>Enviada a {address}.</source>
        <translation>Sent to {address}.</translation>
    </message>
    <message>
        <source>Enviando a la federación por correo…</source>
        <translation>Sending to the federation by mail…</translation>
    </message>
    <message>
        <source>Hay un envío de correo en curso: espere a que termine e inténtelo de nuevo.</source>
        <translation>A mail is being sent: wait for it to finish and try again.</translation>
    </message>
    <message>
        <source>El envío se ha interrumpido; lo que no se envió sigue pendiente de envío:
{reason}</source>
        <translation>The sending stopped; what was not sent is still waiting to be sent:
{reason}</translation>
    </message>
</context>
<context>
    <name>OwnTeamDialog</name>
    <message>
        <source>Inscribir un equipo de mi club</source>
        <translation>Enter a team of my club</translation>
    </message>
    <message>
        <source>Equipo de mi club</source>
        <translation>Team of my club</translation>
    </message>
    <message>
        <source>Su club no tiene equipos de esta modalidad sin inscribir. Cree el equipo en la pantalla Club («Añadir equipo…») y vuelva aquí. Si el equipo es de la otra sección de su club, marque ese club como suyo («Editar club…», «Es mi club»).</source>
        <translation>Your club has no team of this sport left to enter. Create the team on the Club screen («Add team…») and come back here. If the team belongs to the other section of your club, mark that club as yours («Edit club…», «It is my club»).</translation>
    </message>
    <message>
        <source>&amp;Equipo:</source>
        <translation>&amp;Team:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Editar jugador</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <source>Nuevo jugador</source>
        <translation>New player</translation>
    </message>
    <message>
        <source>(sin equipo)</source>
        <translation>(no team)</translation>
    </message>
    <message>
        <source>Ampliación de lista (art. 10.1)</source>
        <translation>List extension (art. 10.1)</translation>
    </message>
    <message>
        <source>Fecha de presentación de la ampliación</source>
        <translation>Date the extension was filed</translation>
    </message>
    <message>
        <source>&amp;Presentada el:</source>
        <translation>&amp;Filed on:</translation>
    </message>
    <message>
        <source>Viene de &amp;otro club (art. 10.3)</source>
        <translation>Comes from an&amp;other club (art. 10.3)</translation>
    </message>
    <message>
        <source>Traspaso desde otro club (art. 10.3)</source>
        <translation>Transfer from another club (art. 10.3)</translation>
    </message>
    <message>
        <source>Club de procedencia</source>
        <translation>Club of origin</translation>
    </message>
    <message>
        <source>Ha sido alineado esta temporada con ese club</source>
        <translation>Has been fielded this season by that club</translation>
    </message>
    <message>
        <source>Los dos clubes están de acuerdo</source>
        <translation>Both clubs agree</translation>
    </message>
    <message>
        <source>Cambió su residencia desde fuera de Tenerife</source>
        <translation>Moved his residence from outside Tenerife</translation>
    </message>
    <message>
        <source>Ha jugado partidas esta temporada</source>
        <translation>Has played partidas this season</translation>
    </message>
    <message>
        <source>Club de &amp;procedencia:</source>
        <translation>Club of &amp;origin:</translation>
    </message>
    <message>
        <source>Cumple las condiciones del art. 10.3; se registran con el jugador.</source>
        <translation>Meets the conditions of art. 10.3; they are recorded with the player.</translation>
    </message>
    <message>
        <source>Se coloca en la lista con el n.º {number}, por su ELO Canario.</source>
        <translation>Placed in the list as no. {number}, by his ELO Canario.</translation>
    </message>
    <message>
        <source>Plazo de ampliación de «{competition}»: {date}.</source>
        <translation>Extension deadline of «{competition}»: {date}.</translation>
    </message>
    <message>
        <source>Fecha de presentación: escriba dd/mm/aaaa.</source>
        <translation>Filing date: type dd/mm/yyyy.</translation>
    </message>
    <message>
        <source>Indique el club de procedencia (art. 10.3).</source>
        <translation>Give the club of origin (art. 10.3).</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Apellidos:</source>
        <translation>&amp;Surnames:</translation>
    </message>
    <message>
        <source>&amp;Licencia:</source>
        <translation>&amp;Licence:</translation>
    </message>
    <message>
        <source>&amp;DNI/NIE:</source>
        <translation>&amp;DNI/NIE:</translation>
    </message>
    <message>
        <source>12345678Z o X1234567L</source>
        <translation>12345678Z or X1234567L</translation>
    </message>
    <message>
        <source>Fecha de na&amp;cimiento:</source>
        <translation>Date of &amp;birth:</translation>
    </message>
    <message>
        <source>dd/mm/aaaa</source>
        <translation>dd/mm/yyyy</translation>
    </message>
    <message>
        <source>ELO &amp;Canario:</source>
        <translation>&amp;Canarian ELO:</translation>
    </message>
    <message>
        <source>ELO &amp;FIDE:</source>
        <translation>&amp;FIDE ELO:</translation>
    </message>
    <message>
        <source>&amp;Equipo titular:</source>
        <translation>&amp;Registered team:</translation>
    </message>
    <message>
        <source>Fecha de a&amp;lta:</source>
        <translation>&amp;Joined on:</translation>
    </message>
    <message>
        <source>Ac&amp;tivo</source>
        <translation>Ac&amp;tive</translation>
    </message>
    <message>
        <source>Errores</source>
        <translation>Errors</translation>
    </message>
</context>
<context>
    <name>PlayerListModel</name>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Licencia</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Apellidos</source>
        <translation>Surnames</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>DNI/NIE</source>
        <translation>DNI/NIE</translation>
    </message>
    <message>
        <source>Nacimiento</source>
        <translation>Born</translation>
    </message>
    <message>
        <source>ELO Canario</source>
        <translation>Canarian ELO</translation>
    </message>
    <message>
        <source>ELO FIDE</source>
        <translation>FIDE ELO</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Alta</source>
        <translation>Joined</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Activo</source>
        <translation>Active</translation>
    </message>
    <message>
        <source>Baja</source>
        <translation>Withdrawn</translation>
    </message>
</context>
<context>
    <name>PlayerReasonDialog</name>
    <message>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Entra</source>
        <translation>Comes in</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>&amp;Jugador:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Entra:</source>
        <translation>&amp;Comes in:</translation>
    </message>
    <message>
        <source>&amp;Motivo:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>Capitán &amp;local:</source>
        <translation>Home &amp;captain:</translation>
    </message>
    <message>
        <source>Capitán &amp;visitante:</source>
        <translation>Away c&amp;aptain:</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>Disp.</source>
        <translation>Avail.</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>ELO</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Puede jugar</source>
        <translation>Can play</translation>
    </message>
    <message>
        <source>Disponible para este encuentro</source>
        <translation>Available for this encuentro</translation>
    </message>
    <message>
        <source>Jugadores del club</source>
        <translation>The club&apos;s players</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>No se puede empezar a imprimir.</source>
        <translation>Printing cannot start.</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Para imprimir desde Delegado hace falta el componente pypdfium2, que no está instalado.</source>
        <translation>Printing from Delegado needs the pypdfium2 component, which is not installed.</translation>
    </message>
    <message>
        <source>¿Abrir el PDF con el visor del sistema para imprimirlo?</source>
        <translation>Open the PDF in the system&apos;s viewer to print it?</translation>
    </message>
    <message>
        <source>Guarde el PDF e imprímalo con su visor.</source>
        <translation>Save the PDF and print it from your viewer.</translation>
    </message>
    <message>
        <source>Imprimir: {title}</source>
        <translation>Print: {title}</translation>
    </message>
    <message>
        <source>No se pudo preparar la impresión.</source>
        <translation>The print job could not be prepared.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>ReceiptMailDialog</name>
    <message>
        <source>Ajustes del correo</source>
        <translation>Mail settings</translation>
    </message>
    <message>
        <source>STARTTLS (puerto 587)</source>
        <translation>STARTTLS (port 587)</translation>
    </message>
    <message>
        <source>TLS (puerto 465)</source>
        <translation>TLS (port 465)</translation>
    </message>
    <message>
        <source>Solo si el certificado del servidor de envío no es de una autoridad que el sistema reconozca (uno propio de la federación, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se guarda en la base de datos, para todos los puestos. Déjelo vacío para usar las del sistema</source>
        <translation>Only when the outgoing server&apos;s certificate is not from an authority the system knows (the federation&apos;s own, or self-signed): the certificate (.pem) of the authority that signed it. It is kept in the database, for every desk. Leave it empty to use the system&apos;s</translation>
    </message>
    <message>
        <source>Enviar los acuses por correo al leer el &amp;buzón</source>
        <translation>Mail the receipts when reading the &amp;mailbox</translation>
    </message>
    <message>
        <source>Cada acuse va a la dirección del club que consta en el registro federativo, nunca a la del correo que trajo el acta</source>
        <translation>Each receipt goes to the club&apos;s address in the federation registry, never to the one of the mail that brought the acta</translation>
    </message>
    <message>
        <source>La contraseña no se guarda aquí: el llavero del sistema de este ordenador la guarda cuando el servidor la acepta.</source>
        <translation>The password is not kept here: this computer&apos;s system keyring keeps it once the server accepts it.</translation>
    </message>
    <message>
        <source>La contraseña no se guarda: este ordenador no tiene llavero del sistema, y se pide cada vez que se lee el buzón.</source>
        <translation>The password is not kept: this computer has no system keyring, so it is asked each time the mailbox is read.</translation>
    </message>
    <message>
        <source>Estos ajustes son los mismos para todos los puestos de la oficina.</source>
        <translation>These settings are the same for every desk of the office.</translation>
    </message>
    <message>
        <source>&amp;Servidor de envío (SMTP):</source>
        <translation>Outgoing (SMTP) &amp;server:</translation>
    </message>
    <message>
        <source>&amp;Puerto:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>S&amp;eguridad:</source>
        <translation>S&amp;ecurity:</translation>
    </message>
    <message>
        <source>&amp;Usuario:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>&amp;Remitente (la federación):</source>
        <translation>Sende&amp;r (the federation):</translation>
    </message>
</context>
<context>
    <name>ReceiptResend</name>
    <message>
        <source>Reenviar acuses</source>
        <translation>Resend receipts</translation>
    </message>
    <message>
        <source>No hay acuses de recibo pendientes de envío.</source>
        <translation>No receipts are waiting to be mailed.</translation>
    </message>
    <message>
        <source>Ya se están enviando acuses: espere a que termine.</source>
        <translation>Receipts are being mailed already: wait until it ends.</translation>
    </message>
    <message>
        <source>Enviando los acuses por correo…</source>
        <translation>Mailing the receipts…</translation>
    </message>
    <message>
        <source>Indique primero el servidor de envío en «Ajustes del correo…».</source>
        <translation>First set the outgoing server in “Mail settings…”.</translation>
    </message>
    <message>
        <source>acuses reenviados por correo: {sent} · sin enviar: {unsent}</source>
        <translation>receipts mailed again: {sent} · not mailed: {unsent}</translation>
    </message>
    <message>
        <source>No se han enviado los acuses: {reason}

Siguen pendientes de envío.</source>
        <translation>The receipts have not been mailed: {reason}

They are still waiting to be mailed.</translation>
    </message>
</context>
<context>
    <name>ReceivedActaDialog</name>
    <message>
        <source>Firmar un acta recibida</source>
        <translation>Sign a received acta</translation>
    </message>
    <message>
        <source>Acta recibida en PDF</source>
        <translation>Received acta PDF</translation>
    </message>
    <message>
        <source>&amp;Abrir…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Abrir el acta recibida</source>
        <translation>Open the received acta</translation>
    </message>
    <message>
        <source>Abra el acta que le ha enviado el otro club.</source>
        <translation>Open the acta the other club sent you.</translation>
    </message>
    <message>
        <source>Papel</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Firmante</source>
        <translation>Signer</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Firmada</source>
        <translation>Signed</translation>
    </message>
    <message>
        <source>Firmas que ya lleva el acta</source>
        <translation>Signatures the acta already carries</translation>
    </message>
    <message>
        <source>Su certificado (.p12)</source>
        <translation>Your certificate (.p12)</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>Elegir su certificado</source>
        <translation>Choose your certificate</translation>
    </message>
    <message>
        <source>Contraseña del certificado</source>
        <translation>Certificate password</translation>
    </message>
    <message>
        <source>Firmar como:</source>
        <translation>Sign as:</translation>
    </message>
    <message>
        <source>Su &amp;certificado:</source>
        <translation>Your &amp;certificate:</translation>
    </message>
    <message>
        <source>Con&amp;traseña:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>&amp;Firmar y guardar…</source>
        <translation>&amp;Sign and save…</translation>
    </message>
    <message>
        <source>Enviar a la &amp;federación</source>
        <translation>Send to the &amp;federation</translation>
    </message>
    <message>
        <source>Pone el acta firmada en su bandeja de salida y la envía por correo</source>
        <translation>Puts the signed acta in your outbox and sends it by mail</translation>
    </message>
    <message>
        <source>Acta (PDF):</source>
        <translation>Acta (PDF):</translation>
    </message>
    <message>
        <source>La primera página del acta se verá aquí.</source>
        <translation>The acta&apos;s first page will show here.</translation>
    </message>
    <message>
        <source>Primera página del acta</source>
        <translation>First page of the acta</translation>
    </message>
    <message>
        <source>Página que se ve</source>
        <translation>Page shown</translation>
    </message>
    <message>
        <source>&amp;Página:</source>
        <translation>&amp;Page:</translation>
    </message>
    <message>
        <source>Sin registro federativo instalado: se comprueba que nada ha cambiado, pero no quién firmó. Instálelo en Ajustes → Registro federativo.</source>
        <translation>No federation registry installed: nothing changed is checked, but not who signed. Install it in Settings → Federation registry.</translation>
    </message>
    <message>
        <source>Quién firma cada papel se comprueba con el registro federativo instalado.</source>
        <translation>Who signs each role is checked with the installed federation registry.</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {reason}.</source>
        <translation>Cannot read {file}: {reason}.</translation>
    </message>
    <message>
        <source>Lo firmado hasta ahora se sostiene. Falta la firma de: {who}.</source>
        <translation>What has been signed so far holds. Still to sign: {who}.</translation>
    </message>
    <message>
        <source>ronda</source>
        <translation>round</translation>
    </message>
    <message>
        <source>firmante desconocido</source>
        <translation>unknown signer</translation>
    </message>
    <message>
        <source>Hora del reloj del ordenador de quien firmó (hora de Canarias)</source>
        <translation>Time of the signer&apos;s computer clock (Canary time)</translation>
    </message>
    <message>
        <source>de {pages}</source>
        <translation>of {pages}</translation>
    </message>
    <message>
        <source>No se puede mostrar la página.</source>
        <translation>The page cannot be shown.</translation>
    </message>
    <message>
        <source>Elija su certificado (.p12) para firmar.</source>
        <translation>Choose your certificate (.p12) to sign.</translation>
    </message>
    <message>
        <source>Escriba la contraseña de su certificado.</source>
        <translation>Type your certificate&apos;s password.</translation>
    </message>
    <message>
        <source>Guarde el acta firmada con otro nombre: la recibida se deja como llegó.</source>
        <translation>Save the signed acta under another name: the received one is left as it came.</translation>
    </message>
    <message>
        <source>Firmada y guardada en {file}.</source>
        <translation>Signed and saved in {file}.</translation>
    </message>
    <message>
        <source>El acta está completa.</source>
        <translation>The acta is complete.</translation>
    </message>
    <message>
        <source>Enviar a la federación</source>
        <translation>Send to the federation</translation>
    </message>
</context>
<context>
    <name>ReceivedPanel</name>
    <message>
        <source>aceptada</source>
        <translation>accepted</translation>
    </message>
    <message>
        <source>incompleta</source>
        <translation>incomplete</translation>
    </message>
    <message>
        <source>rechazada</source>
        <translation>rejected</translation>
    </message>
    <message>
        <source>sustituida</source>
        <translation>superseded</translation>
    </message>
    <message>
        <source>Buscar club, equipo, encuentro o estado</source>
        <translation>Search club, team, encuentro or status</translation>
    </message>
    <message>
        <source>Buscar en las actas recibidas</source>
        <translation>Search the received actas</translation>
    </message>
    <message>
        <source>Totales</source>
        <translation>Totals</translation>
    </message>
    <message>
        <source>Recibida</source>
        <translation>Received</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Archivo</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Acuse</source>
        <translation>Receipt</translation>
    </message>
    <message>
        <source>Actas recibidas</source>
        <translation>Received actas</translation>
    </message>
    <message>
        <source>Motivo completo del acta seleccionada</source>
        <translation>Full reason of the selected acta</translation>
    </message>
    <message numerus="yes">
        <source>%n archivos recibidos: aceptadas {a} · incompletas {i} · rechazadas {r}</source>
        <translation>
            <numerusform>%n file received: accepted {a} · incomplete {i} · rejected {r}</numerusform>
            <numerusform>%n files received: accepted {a} · incomplete {i} · rejected {r}</numerusform>
        </translation>
    </message>
    <message>
        <source>sustituidas {s}</source>
        <translation>superseded {s}</translation>
    </message>
    <message numerus="yes">
        <source>se muestran %n</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Seleccione un acta para ver su motivo completo.</source>
        <translation>Select an acta to see its full reason.</translation>
    </message>
    <message>
        <source>Sustituida por «{name}», la misma acta con más firmas: no se verifica de nuevo. Se conserva como constancia de su llegada. Al recibirse: {status}.</source>
        <translation>Superseded by «{name}», the same acta with more signatures: it is not verified again. It is kept as the evidence of its arrival. When received: {status}.</translation>
    </message>
</context>
<context>
    <name>RegistryDialog</name>
    <message>
        <source>Registro federativo (*.json);;Todos los archivos (*)</source>
        <translation>Federation registry (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Parte del club para el registro (*.json);;Todos los archivos (*)</source>
        <translation>Club&apos;s part for the registry (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Registro federativo</source>
        <translation>Federation registry</translation>
    </message>
    <message>
        <source>La federación publica un registro firmado con los certificados que pueden firmar cada papel de las actas de cada club. Con él instalado, Delegado no firma un acta con un certificado que el registro no liga a ese papel.</source>
        <translation>The federation publishes a signed registry of the certificates that may sign each role of each club&apos;s records. With it installed, Delegado will not sign a record with a certificate the registry does not bind to that role.</translation>
    </message>
    <message>
        <source>&amp;Instalar un registro firmado…</source>
        <translation>&amp;Install a signed registry…</translation>
    </message>
    <message>
        <source>Registro instalado</source>
        <translation>Installed registry</translation>
    </message>
    <message>
        <source>&amp;Exportar la parte del club…</source>
        <translation>&amp;Export the club&apos;s part…</translation>
    </message>
    <message>
        <source>Parte del club para la federación</source>
        <translation>The club&apos;s part for the federation</translation>
    </message>
    <message>
        <source>El club aún no tiene autoridad de firma: créela y emita los certificados de sus delegados en Ajustes → Certificados de firma; después exporte aquí su parte y envíela a la federación.</source>
        <translation>The club has no signing authority yet: create it and issue its delegates&apos; certificates in Settings → Signing certificates; then export its part here and send it to the federation.</translation>
    </message>
    <message>
        <source>El certificado de la autoridad del club y los delegados a los que ha emitido certificado ({issued}), en un archivo .json para enviarlo a la federación, que lo incluye en el registro firmado.</source>
        <translation>The club authority&apos;s certificate and the delegates it has issued certificates to ({issued}), in a .json file to send to the federation, which includes it in the signed registry.</translation>
    </message>
    <message numerus="yes">
        <source>%n certificado(s) emitido(s)</source>
        <translation>
            <numerusform>%n certificate issued</numerusform>
            <numerusform>%n certificates issued</numerusform>
        </translation>
    </message>
    <message>
        <source>El registro instalado no se puede leer: {error}</source>
        <translation>The installed registry cannot be read: {error}</translation>
    </message>
    <message>
        <source>Ningún registro instalado todavía.</source>
        <translation>No registry installed yet.</translation>
    </message>
    <message>
        <source>Instalado: Registro federativo versión {version} de {federation}, firmado el {date}.
Huella SHA-256 del certificado de la federación (compárela con la que publica la federación): {fingerprint}. {clubs}, {arbiters}.</source>
        <translation>Installed: federation registry version {version} from {federation}, signed on {date}.
SHA-256 fingerprint of the federation&apos;s certificate (compare it with the one the federation publishes): {fingerprint}. {clubs}, {arbiters}.</translation>
    </message>
    <message>
        <source>(fecha ilegible)</source>
        <translation>(unreadable date)</translation>
    </message>
    <message>
        <source>No se pudo guardar: {error}</source>
        <translation>It could not be saved: {error}</translation>
    </message>
    <message>
        <source>Parte de {club} guardada en {file}: la autoridad del club y {delegates}. Envíela a la federación; cuando publique el registro firmado, instálelo aquí.</source>
        <translation>Part of {club} saved in {file}: the club&apos;s authority and {delegates}. Send it to the federation; when it publishes the signed registry, install it here.</translation>
    </message>
    <message numerus="yes">
        <source>%n delegado(s)</source>
        <translation>
            <numerusform>%n delegate</numerusform>
            <numerusform>%n delegates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(es)</source>
        <translation>
            <numerusform>%n club</numerusform>
            <numerusform>%n clubs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n árbitro(s)</source>
        <translation>
            <numerusform>%n arbiter</numerusform>
            <numerusform>%n arbiters</numerusform>
        </translation>
    </message>
    <message>
        <source>No se pudo instalar el registro: {error}.</source>
        <translation>The registry could not be installed: {error}.</translation>
    </message>
    <message>
        <source>Registro versión {version} instalado.</source>
        <translation>Registry version {version} installed.</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>blancas</source>
        <translation>white</translation>
    </message>
    <message>
        <source>negras</source>
        <translation>black</translation>
    </message>
    <message>
        <source>— sin resultado —</source>
        <translation>— no result —</translation>
    </message>
    <message>
        <source>1-0 · gana el local ({colour})</source>
        <translation>1-0 · home player wins ({colour})</translation>
    </message>
    <message>
        <source>½-½ · tablas</source>
        <translation>½-½ · draw</translation>
    </message>
    <message>
        <source>0-1 · gana el visitante ({colour})</source>
        <translation>0-1 · away player wins ({colour})</translation>
    </message>
    <message>
        <source>+/- · no comparece el visitante</source>
        <translation>+/- · away player absent</translation>
    </message>
    <message>
        <source>-/+ · no comparece el local</source>
        <translation>-/+ · home player absent</translation>
    </message>
    <message>
        <source>-/- · no comparece ninguno</source>
        <translation>-/- · both absent</translation>
    </message>
    <message>
        <source>Resultados — ronda {round}</source>
        <translation>Results — round {round}</translation>
    </message>
    <message>
        <source>{competition} · ronda {round} · {when}</source>
        <translation>{competition} · round {round} · {when}</translation>
    </message>
    <message>
        <source>Resultado del encuentro</source>
        <translation>Result of the encuentro</translation>
    </message>
    <message>
        <source>&amp;Guardar</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Cancelar</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&amp;Borrar resultados</source>
        <translation>&amp;Clear results</translation>
    </message>
    <message>
        <source>&amp;Fallo del Comité recibido…</source>
        <translation>Committee &amp;decision received…</translation>
    </message>
    <message>
        <source>Lo que decide el Comité sobre este encuentro: resultados y descuentos</source>
        <translation>What the Committee decides about this encuentro: results and points taken</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acta cerrada:&lt;/b&gt; los resultados son definitivos; una corrección va en un anexo del acta.</source>
        <translation>&lt;b&gt;Acta closed:&lt;/b&gt; the results are final; a correction goes in an annex to the acta.</translation>
    </message>
    <message>
        <source>Tablero</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Local: {team}</source>
        <translation>Home: {team}</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Visitante: {team}</source>
        <translation>Away: {team}</translation>
    </message>
    <message>
        <source>Resultado del tablero {board}</source>
        <translation>Result of board {board}</translation>
    </message>
    <message>
        <source>Mesa y partida</source>
        <translation>Table and partida</translation>
    </message>
    <message>
        <source>Gana</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Suspendida</source>
        <translation>Suspended</translation>
    </message>
    <message>
        <source>Tantos local, mesa {table}, partida {partida}</source>
        <translation>Home points, table {table}, partida {partida}</translation>
    </message>
    <message>
        <source>Tantos visitante, mesa {table}, partida {partida}</source>
        <translation>Away points, table {table}, partida {partida}</translation>
    </message>
    <message>
        <source> tantos</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Fallo del Comité</source>
        <translation>Committee&apos;s decision</translation>
    </message>
    <message>
        <source>Partida suspendida que el Comité cerró sin llegar a {target} tantos (art. 20): gana la pareja que iba delante.</source>
        <translation>Suspended partida the Committee closed below {target} points (art. 20): the pair ahead wins.</translation>
    </message>
    <message>
        <source>Fallo del Comité, mesa {table}, partida {partida}</source>
        <translation>Committee&apos;s decision, table {table}, partida {partida}</translation>
    </message>
    <message>
        <source>Mesa {table} · partida {partida}</source>
        <translation>Table {table} · partida {partida}</translation>
    </message>
    <message>
        <source>Tantos finales de la Hoja de Anotaciones; la partida es a {target}. En un abandono (art. 20) anote a la pareja que gana los tantos que le faltan.</source>
        <translation>Final points of the score sheet; the partida is to {target}. In an abandonment (art. 20) give the winning pair the points it lacks.</translation>
    </message>
    <message>
        <source>local</source>
        <translation>home</translation>
    </message>
    <message>
        <source>visitante</source>
        <translation>away</translation>
    </message>
    <message>
        <source>{home}-{away} en partidas</source>
        <translation>{home}-{away} in partidas</translation>
    </message>
    <message>
        <source>Resultado: {score}. El encuentro queda como jugado.</source>
        <translation>Result: {score}. The encuentro counts as played.</translation>
    </message>
    <message>
        <source>Resultado parcial: {score}; faltan {missing} tableros. Hasta completarlo no cuenta para la clasificación.</source>
        <translation>Partial result: {score}; {missing} boards missing. Until it is complete it does not count for the standings.</translation>
    </message>
    <message>
        <source>Resultado parcial: {score}; faltan {missing} partidas. Hasta completarlo no cuenta para la clasificación.</source>
        <translation>Partial result: {score}; {missing} partidas missing. Until it is complete it does not count for the standings.</translation>
    </message>
    <message>
        <source>Resultados no guardados</source>
        <translation>Results not saved</translation>
    </message>
    <message>
        <source>Borrar resultados</source>
        <translation>Clear results</translation>
    </message>
    <message>
        <source>¿Borrar todos los resultados de este encuentro? Dejará de contar para la clasificación.</source>
        <translation>Clear all the results of this encuentro? It will no longer count for the standings.</translation>
    </message>
    <message>
        <source>Resultados no borrados</source>
        <translation>Results not cleared</translation>
    </message>
</context>
<context>
    <name>SeatingDiagram</name>
    <message>
        <source>Asientos de la mesa</source>
        <translation>Seats at the table</translation>
    </message>
    <message>
        <source>Sin sortear</source>
        <translation>Not drawn yet</translation>
    </message>
    <message>
        <source>{seat}: {name}, n.º {number}</source>
        <translation>{seat}: {name}, no. {number}</translation>
    </message>
    <message>
        <source>MESA</source>
        <translation>TABLE</translation>
    </message>
    <message>
        <source> · sale</source>
        <translation> · leads</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Versión:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <source>Idioma</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>&amp;Idioma:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Base de datos:</source>
        <translation>Database:</translation>
    </message>
    <message>
        <source>Copias de seguridad:</source>
        <translation>Backups:</translation>
    </message>
    <message>
        <source>Registro de errores:</source>
        <translation>Error log:</translation>
    </message>
    <message>
        <source>&amp;Festivos del club…</source>
        <translation>Club&apos;s &amp;holidays…</translation>
    </message>
    <message>
        <source>Festivos locales que no cuentan como días hábiles en los plazos</source>
        <translation>Local holidays that do not count as business days in the deadlines</translation>
    </message>
    <message>
        <source>Plazos:</source>
        <translation>Deadlines:</translation>
    </message>
    <message>
        <source>Abrir la &amp;carpeta de datos</source>
        <translation>Open the data &amp;folder</translation>
    </message>
    <message>
        <source>Copias de &amp;seguridad…</source>
        <translation>&amp;Backups…</translation>
    </message>
    <message>
        <source>Ver, restaurar, exportar o importar la base de datos</source>
        <translation>View, restore, export or import the database</translation>
    </message>
    <message>
        <source>Cer&amp;tificados de firma…</source>
        <translation>Signing cer&amp;tificates…</translation>
    </message>
    <message>
        <source>Crear la autoridad de certificación del club y los certificados de los delegados</source>
        <translation>Create the club&apos;s certification authority and the delegates&apos; certificates</translation>
    </message>
    <message>
        <source>Re&amp;gistro federativo…</source>
        <translation>Federation re&amp;gistry…</translation>
    </message>
    <message>
        <source>El registro firmado por la federación: quién puede firmar cada papel</source>
        <translation>The registry signed by the federation: who may sign each role</translation>
    </message>
    <message>
        <source>Co&amp;mprobar un acta en PDF…</source>
        <translation>Chec&amp;k an acta PDF…</translation>
    </message>
    <message>
        <source>Firmas, cambios posteriores y datos de un acta firmada</source>
        <translation>Signatures, later changes and data of a signed acta</translation>
    </message>
    <message>
        <source>C&amp;orreo…</source>
        <translation>&amp;Mail…</translation>
    </message>
    <message>
        <source>Servidor de correo del club y dirección de la federación para las actas</source>
        <translation>The club&apos;s mail server and the federation&apos;s address for actas</translation>
    </message>
    <message>
        <source>Ajustes</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Un cambio de idioma se aplica la próxima vez que se abra Delegado.</source>
        <translation>A change of language applies the next time Delegado is opened.</translation>
    </message>
    <message>
        <source>Guardado: Delegado se mostrará en {language} la próxima vez que se abra.</source>
        <translation>Saved: Delegado will be shown in {language} the next time it is opened.</translation>
    </message>
</context>
<context>
    <name>SideEditor</name>
    <message>
        <source>Tableros</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>&amp;Poner en el primer tablero libre</source>
        <translation>&amp;Put on the first free board</translation>
    </message>
    <message>
        <source>P&amp;roponer alineación</source>
        <translation>P&amp;ropose alineación</translation>
    </message>
    <message>
        <source>&amp;Confirmar alineación</source>
        <translation>&amp;Confirm alineación</translation>
    </message>
    <message>
        <source>Registrar como &amp;incidencia</source>
        <translation>Record as an &amp;incident</translation>
    </message>
    <message>
        <source>Incumplimientos y avisos</source>
        <translation>Breaches and warnings</translation>
    </message>
    <message>
        <source>Comprobación del reglamento</source>
        <translation>Check against the regulations</translation>
    </message>
    <message>
        <source>Tablero {board} · Blancas</source>
        <translation>Board {board} · White</translation>
    </message>
    <message>
        <source>Tablero {board} · Negras</source>
        <translation>Board {board} · Black</translation>
    </message>
    <message>
        <source>Quitar</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Quitar el jugador del tablero {board}</source>
        <translation>Remove the player from board {board}</translation>
    </message>
    <message>
        <source>Escribir…</source>
        <translation>Type…</translation>
    </message>
    <message>
        <source>Escribir el jugador rival del tablero {board}</source>
        <translation>Type the rival player of board {board}</translation>
    </message>
    <message>
        <source>Alineación</source>
        <translation>Alineación</translation>
    </message>
    <message>
        <source>✔ La alineación cumple el reglamento.</source>
        <translation>✔ The alineación complies with the regulations.</translation>
    </message>
    <message>
        <source>El acta de este encuentro está cerrada: solo lectura.</source>
        <translation>The acta of this encuentro is closed: read only.</translation>
    </message>
    <message>
        <source>Alineación confirmada el {when}.</source>
        <translation>Alineación confirmed on {when}.</translation>
    </message>
    <message>
        <source>No se puede confirmar mientras haya incumplimientos (✖) del reglamento.</source>
        <translation>It cannot be confirmed while there are breaches (✖) of the regulations.</translation>
    </message>
    <message>
        <source>Sin confirmar: los cambios se guardan al momento.</source>
        <translation>Not confirmed: changes are saved at once.</translation>
    </message>
    <message>
        <source>✖ De baja</source>
        <translation>✖ Withdrawn</translation>
    </message>
    <message>
        <source>✖ No puede</source>
        <translation>✖ Cannot</translation>
    </message>
    <message>
        <source>⚠ Con aviso</source>
        <translation>⚠ With warning</translation>
    </message>
    <message>
        <source>✔ Sí</source>
        <translation>✔ Yes</translation>
    </message>
    <message>
        <source> · alineado</source>
        <translation> · lined up</translation>
    </message>
    <message>
        <source>Puede jugar este encuentro.</source>
        <translation>Can play this encuentro.</translation>
    </message>
    <message>
        <source>Todos los tableros están ocupados.</source>
        <translation>All the boards are taken.</translation>
    </message>
    <message>
        <source>Alineación confirmada.</source>
        <translation>Alineación confirmed.</translation>
    </message>
    <message>
        <source>Disponibilidad</source>
        <translation>Availability</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Seleccione primero el aviso que quiere registrar.</source>
        <translation>First select the warning you want to record.</translation>
    </message>
    <message>
        <source>Aviso registrado como incidencia del acta.</source>
        <translation>Warning recorded as an incident of the acta.</translation>
    </message>
</context>
<context>
    <name>SignaturePad</name>
    <message>
        <source>Zona de firma</source>
        <translation>Signature area</translation>
    </message>
    <message>
        <source>Firme aquí con el ratón, el panel táctil o un lápiz</source>
        <translation>Sign here with the mouse, the touchpad or a pen</translation>
    </message>
</context>
<context>
    <name>SignerBox</name>
    <message>
        <source>Nombre: {role}</source>
        <translation>Name: {role}</translation>
    </message>
    <message>
        <source>Licencia: {role}</source>
        <translation>Licence: {role}</translation>
    </message>
    <message>
        <source>Zona de firma: {role}</source>
        <translation>Signature area: {role}</translation>
    </message>
    <message>
        <source>Firmar</source>
        <translation>Sign</translation>
    </message>
    <message>
        <source>Firmar: {role}</source>
        <translation>Sign: {role}</translation>
    </message>
    <message>
        <source>Borrar</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Borrar la firma: {role}</source>
        <translation>Clear the signature: {role}</translation>
    </message>
    <message>
        <source>Nombre:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Licencia:</source>
        <translation>Licence:</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>J</source>
        <translation>P</translation>
    </message>
    <message>
        <source>G</source>
        <translation>W</translation>
    </message>
    <message>
        <source>E</source>
        <translation>D</translation>
    </message>
    <message>
        <source>P</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>A favor</source>
        <translation>For</translation>
    </message>
    <message>
        <source>En contra</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>Desempate</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>Clasificación oficial</source>
        <translation>Official standings</translation>
    </message>
    <message>
        <source>Competición:</source>
        <translation>Competition:</translation>
    </message>
    <message>
        <source>Todavía no hay ninguna acta aceptada.</source>
        <translation>No acta has been accepted yet.</translation>
    </message>
    <message>
        <source>eliminado</source>
        <translation>eliminated</translation>
    </message>
    <message>
        <source>Sin contar: ronda {round}, {home} – {away}: {status}</source>
        <translation>Not counted: round {round}, {home} – {away}: {status}</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Clasificación</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Los equipos empatados a puntos están resaltados</source>
        <translation>Teams level on points are highlighted</translation>
    </message>
    <message>
        <source>Cifras del desempate</source>
        <translation>Figures of the tie-break</translation>
    </message>
    <message>
        <source>Desempate</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>{counted} de {total} encuentros con resultado</source>
        <translation>{counted} of {total} encuentros with a result</translation>
    </message>
    <message>
        <source>puntos por encuentro {win}/{draw}/{loss}</source>
        <translation>points per encuentro {win}/{draw}/{loss}</translation>
    </message>
    <message>
        <source>empates: resultado particular, Sistema Holandés, encuentro de desempate</source>
        <translation>ties: head-to-head result, Dutch system (Sistema Holandés), play-off encuentro</translation>
    </message>
    <message>
        <source>empates: resultado particular, diferencia de partidas, diferencia de tantos</source>
        <translation>ties: head-to-head result, partidas difference, points difference</translation>
    </message>
    <message>
        <source>eliminados por incomparecencia (art. 20.1): {names}</source>
        <translation>eliminated for not turning up (art. 20.1): {names}</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s) con resultados a medias no cuenta(n) todavía</source>
        <translation>
            <numerusform>%n encuentro with half its results does not count yet</numerusform>
            <numerusform>%n encuentros with half their results do not count yet</numerusform>
        </translation>
    </message>
    <message>
        <source>Seleccione un equipo resaltado para ver cómo se ha deshecho su empate.</source>
        <translation>Select a highlighted team to see how its tie was broken.</translation>
    </message>
    <message>
        <source>No hay equipos empatados a puntos.</source>
        <translation>No teams are level on points.</translation>
    </message>
    <message>
        <source>{team}: {why}</source>
        <translation>{team}: {why}</translation>
    </message>
    <message>
        <source>{team} no está empatado a puntos con nadie.</source>
        <translation>{team} is not level on points with anyone.</translation>
    </message>
</context>
<context>
    <name>StartStep</name>
    <message>
        <source>Hora real de comienzo</source>
        <translation>Actual start time</translation>
    </message>
    <message>
        <source>Local y material dispuestos a la hora oficial (art. 17.1)</source>
        <translation>Venue and equipment ready at the official time (art. 17.1)</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>vacío si no hay árbitro</source>
        <translation>empty if there is no arbiter</translation>
    </message>
    <message>
        <source>Licencia del árbitro</source>
        <translation>Arbiter&apos;s licence</translation>
    </message>
    <message>
        <source>&amp;Guardar el comienzo</source>
        <translation>&amp;Save the start</translation>
    </message>
    <message>
        <source>Hora real de &amp;comienzo:</source>
        <translation>Actual &amp;start time:</translation>
    </message>
    <message>
        <source>Á&amp;rbitro:</source>
        <translation>A&amp;rbiter:</translation>
    </message>
    <message>
        <source>Licencia del árbitro:</source>
        <translation>Arbiter&apos;s licence:</translation>
    </message>
    <message>
        <source>Presencia por tablero (hora de llegada)</source>
        <translation>Presence per board (arrival time)</translation>
    </message>
    <message>
        <source>Comprobación del comienzo</source>
        <translation>Check of the start</translation>
    </message>
    <message>
        <source>Aplicar las &amp;incomparecencias propuestas (arts. 18.6 y 18.7)</source>
        <translation>Apply the proposed &amp;forfeits (arts. 18.6 and 18.7)</translation>
    </message>
    <message>
        <source>Entrega de las alineaciones (art. 16.3)</source>
        <translation>Delivery of the alineaciones (art. 16.3)</translation>
    </message>
    <message>
        <source>Equipo local</source>
        <translation>Home team</translation>
    </message>
    <message>
        <source>Equipo visitante</source>
        <translation>Away team</translation>
    </message>
    <message>
        <source>Entrega de la alineación: {team}</source>
        <translation>Delivery of the alineación: {team}</translation>
    </message>
    <message>
        <source>Entregada en papel</source>
        <translation>Delivered on paper</translation>
    </message>
    <message>
        <source>Tecleada en la aplicación</source>
        <translation>Typed into the app</translation>
    </message>
    <message>
        <source>No entregada</source>
        <translation>Not delivered</translation>
    </message>
    <message>
        <source>Hora de entrega: {team}</source>
        <translation>Delivery time: {team}</translation>
    </message>
    <message>
        <source>Anotar</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Anotar la entrega: {team}</source>
        <translation>Record the delivery: {team}</translation>
    </message>
    <message>
        <source>Relojes, comienzo e incomparecencias</source>
        <translation>Clocks, start and forfeits</translation>
    </message>
    <message>
        <source>Tablero</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>tablero {board}, local</source>
        <translation>board {board}, home</translation>
    </message>
    <message>
        <source>tablero {board}, visitante</source>
        <translation>board {board}, away</translation>
    </message>
    <message>
        <source>Llegada: {where}</source>
        <translation>Arrival: {where}</translation>
    </message>
    <message>
        <source>Ha llegado</source>
        <translation>Arrived</translation>
    </message>
    <message>
        <source>Ha llegado: {where}</source>
        <translation>Arrived: {where}</translation>
    </message>
    <message>
        <source>Aplazado al {when} (fecha oficial: {official}) · Ritmo: {time_control}</source>
        <translation>Moved to {when} (official date: {official}) · Time control: {time_control}</translation>
    </message>
    <message>
        <source>Hora oficial: {when} · Ritmo: {time_control}</source>
        <translation>Official time: {when} · Time control: {time_control}</translation>
    </message>
    <message>
        <source>✔ Comienzo guardado: {start}, árbitro {arbiter}.</source>
        <translation>✔ Start saved: {start}, arbiter {arbiter}.</translation>
    </message>
    <message>
        <source>✔ Comienzo guardado: {start}, sin árbitro.</source>
        <translation>✔ Start saved: {start}, no arbiter.</translation>
    </message>
    <message>
        <source>(sin jugador)</source>
        <translation>(no player)</translation>
    </message>
    <message>
        <source>{player} — no ha llegado</source>
        <translation>{player} — not arrived</translation>
    </message>
    <message>
        <source>Anote las llegadas (teclee la hora o pulse «Ha llegado»): los relojes, los retrasos y las incomparecencias (arts. 18.4 a 18.7 y 20.1) se calculan a partir de ellas.</source>
        <translation>Note the arrivals (type the time or press “Arrived”): the clocks, the late arrivals and the forfeits (arts. 18.4 to 18.7 and 20.1) are worked out from them.</translation>
    </message>
    <message>
        <source>Todavía no hay alineaciones (paso Documentación)</source>
        <translation>No alineaciones yet (step Documents)</translation>
    </message>
    <message>
        <source>Sin hora de llegada en los tableros {boards}</source>
        <translation>No arrival time on boards {boards}</translation>
    </message>
</context>
<context>
    <name>StepGuide</name>
    <message>
        <source>&lt;b&gt;Acta fuera de fecha:&lt;/b&gt; hoy no es el día del encuentro, así que el reloj del ordenador no vale para el acta. Teclee cada hora en su casilla (1555 son las 15:55); «Ahora» y «Ha llegado» no anotan nada.</source>
        <translation>&lt;b&gt;Acta filled in after the day:&lt;/b&gt; today is not the match day, so the computer&apos;s clock is no time of this acta. Type each time in its box (1555 is 15:55); “Now” and “Arrived” note nothing.</translation>
    </message>
    <message>
        <source>Pasos del acta</source>
        <translation>Steps of the acta</translation>
    </message>
    <message>
        <source>← &amp;Anterior</source>
        <translation>← &amp;Previous</translation>
    </message>
    <message>
        <source>&amp;Siguiente →</source>
        <translation>&amp;Next →</translation>
    </message>
    <message>
        <source>Cerrar</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Acta</source>
        <translation>Acta</translation>
    </message>
    <message>
        <source>Firmas</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá que firmar de nuevo. ¿Continuar?</source>
        <translation>The acta is already signed by {names}. This change voids those signatures and they will have to sign again. Continue?</translation>
    </message>
</context>
<context>
    <name>TeamDetailsDialog</name>
    <message>
        <source>Editar equipo</source>
        <translation>Edit team</translation>
    </message>
    <message>
        <source>Añadir equipo rival</source>
        <translation>Add rival team</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Equipo del club</source>
        <translation>Team of the club</translation>
    </message>
    <message>
        <source>Nombre del equipo</source>
        <translation>Team name</translation>
    </message>
    <message>
        <source>vacío: el nombre del club (y su letra)</source>
        <translation>empty: the club&apos;s name (and its letter)</translation>
    </message>
    <message>
        <source>Dirección del local de juego</source>
        <translation>Venue address</translation>
    </message>
    <message>
        <source>Juega en casa los domingos (art. 6.1)</source>
        <translation>Plays at home on Sundays (art. 6.1)</translation>
    </message>
    <message>
        <source>Juega en casa los domingos</source>
        <translation>Plays at home on Sundays</translation>
    </message>
    <message>
        <source>Nombre del delegado</source>
        <translation>Delegate&apos;s name</translation>
    </message>
    <message>
        <source>Teléfono del delegado</source>
        <translation>Delegate&apos;s phone</translation>
    </message>
    <message>
        <source>Correo del delegado</source>
        <translation>Delegate&apos;s e-mail</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>E&amp;quipo:</source>
        <translation>&amp;Team:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Local de juego:</source>
        <translation>&amp;Venue:</translation>
    </message>
    <message>
        <source>&amp;Delegado:</source>
        <translation>&amp;Delegate:</translation>
    </message>
    <message>
        <source>&amp;Teléfono:</source>
        <translation>&amp;Phone:</translation>
    </message>
    <message>
        <source>C&amp;orreo:</source>
        <translation>E-&amp;mail:</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <source>Nuevo equipo</source>
        <translation>New team</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Nombre del equipo</source>
        <translation>Team name</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competition</translation>
    </message>
    <message>
        <source>(ninguna todavía)</source>
        <translation>(none yet)</translation>
    </message>
    <message>
        <source>Juega en casa los domingos a las 10:00 (art. 6.1)</source>
        <translation>Plays at home on Sundays at 10:00 (art. 6.1)</translation>
    </message>
    <message>
        <source>Juega en casa los domingos a las 10:00</source>
        <translation>Plays at home on Sundays at 10:00</translation>
    </message>
    <message>
        <source>&amp;Equipo:</source>
        <translation>&amp;Team:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Competición:</source>
        <translation>&amp;Competition:</translation>
    </message>
    <message>
        <source>El club ya tiene todos los equipos posibles (A–H).</source>
        <translation>The club already has every possible team (A–H).</translation>
    </message>
</context>
<context>
    <name>TeamsStep</name>
    <message>
        <source>Árbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>vacío si no hay árbitro</source>
        <translation>empty if there is no arbiter</translation>
    </message>
    <message>
        <source>Licencia del árbitro</source>
        <translation>Arbiter&apos;s licence</translation>
    </message>
    <message>
        <source>Guardar el á&amp;rbitro</source>
        <translation>Save the a&amp;rbiter</translation>
    </message>
    <message>
        <source>Árbitro:</source>
        <translation>Arbiter:</translation>
    </message>
    <message>
        <source>Licencia:</source>
        <translation>Licence:</translation>
    </message>
    <message>
        <source>&amp;Proponer parejas</source>
        <translation>&amp;Propose pairs</translation>
    </message>
    <message>
        <source>Las parejas de las mesas que faltan, por el orden de la lista de cada equipo: anota el primero de la pareja local y cuenta el primero de la rival. Nada se guarda hasta pulsar «Guardar todas las mesas».</source>
        <translation>The pairs of the tables still without them, in each team&apos;s list order: the first of the home pair annotates and the first of the rival pair counts. Nothing is saved until you press «Save all tables».</translation>
    </message>
    <message>
        <source>Guardar &amp;todas las mesas</source>
        <translation>Save &amp;all tables</translation>
    </message>
    <message>
        <source>En cada mesa la pareja local señala quién anota la Hoja de Anotaciones y la pareja rival quién hace el recuento; una mano se anota solo cuando la aprueba el contador (art. 6).</source>
        <translation>At each table the home pair names who writes the score sheet and the rival pair who does the count; a mano is written only when the counter approves it (art. 6).</translation>
    </message>
    <message>
        <source>Mesas</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Faltan las parejas de las mesas {tables}</source>
        <translation>The pairs of tables {tables} are missing</translation>
    </message>
    <message>
        <source>Propuestas las mesas {tables}: revíselas y guárdelas.</source>
        <translation>Tables {tables} proposed: review them and save them.</translation>
    </message>
    <message>
        <source>No hay mesas sin parejas que proponer.</source>
        <translation>No table is left without pairs to propose.</translation>
    </message>
    <message>
        <source>{team} no tiene jugadores en activo para las mesas {tables}.</source>
        <translation>{team} has no active players for tables {tables}.</translation>
    </message>
    <message>
        <source>Nada que guardar: elija las parejas o pulse «Proponer parejas».</source>
        <translation>Nothing to save: choose the pairs or press «Propose pairs».</translation>
    </message>
    <message>
        <source>✔ Guardada la mesa {tables}.</source>
        <translation>✔ Table {tables} saved.</translation>
    </message>
    <message>
        <source>✔ Guardadas las mesas {tables}.</source>
        <translation>✔ Tables {tables} saved.</translation>
    </message>
</context>
<context>
    <name>TilePickerDialog</name>
    <message>
        <source>Fichas que quedan en cada mano</source>
        <translation>Tiles left in each hand</translation>
    </message>
    <message>
        <source>escriba las fichas: 66 54 10</source>
        <translation>type the tiles: 66 54 10</translation>
    </message>
    <message>
        <source>Fichas de {seat}</source>
        <translation>Tiles of {seat}</translation>
    </message>
    <message>
        <source>{tile} en la mano de {seat}</source>
        <translation>{tile} in {seat}&apos;s hand</translation>
    </message>
    <message>
        <source>{seat}: {name} — dominó, sin fichas</source>
        <translation>{seat}: {name} — domino, no tiles</translation>
    </message>
    <message>
        <source>La {tile} ya está en la mano de {seat}.</source>
        <translation>The {tile} is already in {seat}&apos;s hand.</translation>
    </message>
    <message numerus="yes">
        <source>%n ficha(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n punto(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Puntos en juego: {total}</source>
        <translation>Points at stake: {total}</translation>
    </message>
</context>
<context>
    <name>TimeEntry</name>
    <message>
        <source>«{text}» no es una hora. Escriba la hora y los minutos seguidos: 1555 son las 15:55 y 955 las 09:55.</source>
        <translation>“{text}” is not a time. Type the hour and the minutes together: 1555 is 15:55 and 955 is 09:55.</translation>
    </message>
    <message>
        <source>hh:mm</source>
        <translation>hh:mm</translation>
    </message>
    <message>
        <source>Teclee la hora con cifras: 1555 son las 15:55, 955 las 09:55.</source>
        <translation>Type the time as digits: 1555 is 15:55, 955 is 09:55.</translation>
    </message>
    <message>
        <source>Ahora</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>Anota la hora del reloj del ordenador</source>
        <translation>Notes the time of the computer&apos;s clock</translation>
    </message>
    <message>
        <source>Acta fuera de fecha: el reloj del ordenador no es la hora del encuentro. Teclee la hora en la casilla.</source>
        <translation>Acta filled in after the day: the computer&apos;s clock is not the match&apos;s time. Type the time in the box.</translation>
    </message>
    <message>
        <source>Ahora: {field}</source>
        <translation>Now: {field}</translation>
    </message>
</context>
<context>
    <name>TypedPlayerDialog</name>
    <message>
        <source>Jugador rival — tablero {board}</source>
        <translation>Rival player — board {board}</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>N.º de &amp;lista:</source>
        <translation>&amp;List no.:</translation>
    </message>
    <message>
        <source>&amp;ELO:</source>
        <translation>&amp;ELO:</translation>
    </message>
    <message>
        <source>{field}: «{text}» no es un número entero.</source>
        <translation>{field}: “{text}” is not a whole number.</translation>
    </message>
    <message>
        <source>N.º de lista</source>
        <translation>List no.</translation>
    </message>
    <message>
        <source>ELO</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Escriba el nombre del jugador rival.</source>
        <translation>Type the rival player&apos;s name.</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <source>Documento PDF (*.pdf);;Todos los archivos (*)</source>
        <translation>PDF document (*.pdf);;All files (*)</translation>
    </message>
    <message>
        <source>Certificado (*.pem *.crt *.cer *.der);;Todos los archivos (*)</source>
        <translation>Certificate (*.pem *.crt *.cer *.der);;All files (*)</translation>
    </message>
    <message>
        <source>{file} no contiene un certificado válido.</source>
        <translation>{file} does not contain a valid certificate.</translation>
    </message>
    <message>
        <source>Comprobar un acta firmada</source>
        <translation>Check a signed acta</translation>
    </message>
    <message>
        <source>Acta en PDF</source>
        <translation>Acta PDF</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>Elegir el acta en PDF</source>
        <translation>Choose the acta PDF</translation>
    </message>
    <message>
        <source>Autoridades de confianza</source>
        <translation>Trusted authorities</translation>
    </message>
    <message>
        <source>&amp;Añadir autoridad…</source>
        <translation>&amp;Add authority…</translation>
    </message>
    <message>
        <source>El certificado (.pem) que exporta el club o la federación</source>
        <translation>The certificate (.pem) that the club or the federation exports</translation>
    </message>
    <message>
        <source>&amp;Quitar</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Quitar la autoridad seleccionada</source>
        <translation>Remove the selected authority</translation>
    </message>
    <message>
        <source>Confianza instalada en este programa</source>
        <translation>Trust installed in this program</translation>
    </message>
    <message>
        <source>Acta (PDF):</source>
        <translation>Acta (PDF):</translation>
    </message>
    <message>
        <source>Ya de confianza:</source>
        <translation>Already trusted:</translation>
    </message>
    <message>
        <source>Confiar además en:</source>
        <translation>Also trust:</translation>
    </message>
    <message>
        <source>&amp;Comprobar</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>Informe de la comprobación</source>
        <translation>Report of the check</translation>
    </message>
    <message>
        <source>Informe de la comprobación:</source>
        <translation>Report of the check (in Spanish, as the federation reads it):</translation>
    </message>
    <message>
        <source>la autoridad de firma de su club ({club})</source>
        <translation>your club&apos;s signing authority ({club})</translation>
    </message>
    <message>
        <source>el registro de la federación instalado (versión {version})</source>
        <translation>the federation&apos;s installed registry (version {version})</translation>
    </message>
    <message>
        <source>nada: este programa no tiene autoridad de firma del club ni registro de la federación instalados.</source>
        <translation>nothing: this program has neither the club&apos;s signing authority nor the federation&apos;s registry installed.</translation>
    </message>
    <message>
        <source>Elegir el acta</source>
        <translation>Choose the acta</translation>
    </message>
    <message>
        <source>Elegir una autoridad de confianza</source>
        <translation>Choose a trusted authority</translation>
    </message>
    <message>
        <source>Autoridad de confianza</source>
        <translation>Trusted authority</translation>
    </message>
    <message>
        <source>Comprobar</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Elija el PDF del acta.</source>
        <translation>Choose the PDF of the acta.</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {error}.</source>
        <translation>{file} cannot be read: {error}.</translation>
    </message>
    <message>
        <source>Sin una autoridad de confianza no se puede saber quién firmó: pulse «Añadir autoridad…» y elija el certificado (.pem) que exporta el club o la federación.</source>
        <translation>Without a trusted authority nobody can tell who signed: press «Add authority…» and choose the certificate (.pem) that the club or the federation exports.</translation>
    </message>
    <message>
        <source>✔ Acta correcta: todas las firmas y los datos se sostienen.</source>
        <translation>✔ Acta correct: every signature and the data hold.</translation>
    </message>
    <message>
        <source>Acta incompleta: lo presente se sostiene, pero falta la firma de: {who}.</source>
        <translation>Incomplete record: what is there holds, but this signature is missing: {who}.</translation>
    </message>
    <message>
        <source>✖ Acta NO verificada: {problems}</source>
        <translation>✖ Acta NOT verified: {problems}</translation>
    </message>
</context>
<context>
    <name>VisitorSigning</name>
    <message>
        <source>Acta en PDF (*.pdf)</source>
        <translation>Acta PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Certificado (*.p12 *.pfx)</source>
        <translation>Certificate (*.p12 *.pfx)</translation>
    </message>
    <message>
        <source>Delegado local</source>
        <translation>Home delegate</translation>
    </message>
    <message>
        <source>Delegado visitante</source>
        <translation>Away delegate</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Enviar al delegado visitante</source>
        <translation>Send to the away delegate</translation>
    </message>
    <message>
        <source>Enviar al delegado visitante por correo</source>
        <translation>Send to the away delegate by mail</translation>
    </message>
    <message>
        <source>Correo del delegado visitante:</source>
        <translation>Away delegate&apos;s e-mail address:</translation>
    </message>
    <message>
        <source>No se ha podido enviar:
{reason}</source>
        <translation>It could not be sent:
{reason}</translation>
    </message>
    <message>
        <source>Enviada a {address}.</source>
        <translation>Sent to {address}.</translation>
    </message>
    <message>
        <source>El acta que usted ha firmado</source>
        <translation>The acta you signed</translation>
    </message>
    <message>
        <source>Guardar la copia para el delegado visitante</source>
        <translation>Save the copy for the away delegate</translation>
    </message>
    <message>
        <source>Copia guardada en {file}. El delegado visitante la abre en su Delegado con «Firmar un acta recibida…», firma y la envía a la federación.</source>
        <translation>Copy saved in {file}. The away delegate opens it in his Delegado with “Sign a received acta…”, signs it and sends it to the federation.</translation>
    </message>
    <message>
        <source>Enviando el acta al delegado visitante…</source>
        <translation>Sending the acta to the visiting delegate…</translation>
    </message>
</context>
<context>
    <name>_ManualBrowser</name>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>La página «{page}» no está en esta instalación del programa. Está en la carpeta docs del código de Delegado.</source>
        <translation>The page «{page}» is not in this installation of the program. It is in the docs folder of Delegado&apos;s source.</translation>
    </message>
</context>
<context>
    <name>_TableBox</name>
    <message>
        <source>Mesa {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Mesa {table}: jugador {index} de la pareja local</source>
        <translation>Table {table}: player {index} of the home pair</translation>
    </message>
    <message>
        <source>Mesa {table}: jugador {index} de la pareja visitante</source>
        <translation>Table {table}: player {index} of the away pair</translation>
    </message>
    <message>
        <source>Mesa {table}: anotador</source>
        <translation>Table {table}: writer</translation>
    </message>
    <message>
        <source>Mesa {table}: contador</source>
        <translation>Table {table}: counter</translation>
    </message>
    <message>
        <source>Cuenta y anota el árbitro (art. 6)</source>
        <translation>The arbiter counts and writes (art. 6)</translation>
    </message>
    <message>
        <source>Guardar la mesa {table}</source>
        <translation>Save table {table}</translation>
    </message>
    <message>
        <source>Anota:</source>
        <translation>Writes:</translation>
    </message>
    <message>
        <source>Cuenta:</source>
        <translation>Counts:</translation>
    </message>
    <message>
        <source>Propuesta, sin guardar: revísela y pulse «Guardar todas las mesas».</source>
        <translation>Proposed, not saved: review it and press «Save all tables».</translation>
    </message>
    <message>
        <source>Pendiente: elija las parejas y pulse «Guardar».</source>
        <translation>Pending: choose the pairs and press “Save table”.</translation>
    </message>
    <message>
        <source>✔ Guardada. Los puestos ya están sorteados: un cambio de jugador es una sustitución, desde la Hoja de la partida (art. 20).</source>
        <translation>✔ Saved. The seats are already drawn: a change of player is a substitution, from the partida&apos;s score sheet (art. 20).</translation>
    </message>
    <message>
        <source>✔ Guardada. Falta el sorteo de puestos.</source>
        <translation>✔ Saved. The seat draw is missing.</translation>
    </message>
</context>
</TS>
