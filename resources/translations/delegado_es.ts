<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="es">
<context>
    <name>ActaExportDialog</name>
    <message>
        <source>Documento PDF (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)</source>
        <translation>Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Delegado local</source>
        <translation>Delegado local</translation>
    </message>
    <message>
        <source>Delegado visitante</source>
        <translation>Delegado visitante</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Acta en PDF — {home} – {away}</source>
        <translation>Acta en PDF — {home} – {away}</translation>
    </message>
    <message>
        <source>Acta cerrada el {when}</source>
        <translation>Acta cerrada el {when}</translation>
    </message>
    <message>
        <source>Acta abierta: el PDF será un borrador, sin valor hasta que se cierre</source>
        <translation>Acta abierta: el PDF será un borrador, sin valor hasta que se cierre</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when}&lt;br&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt; · {state}</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when}&lt;br&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt; · {state}</translation>
    </message>
    <message>
        <source>&amp;Firmar con un certificado digital</source>
        <translation>&amp;Firmar con un certificado digital</translation>
    </message>
    <message>
        <source>Solo se firma digitalmente un acta cerrada (firmada en pantalla)</source>
        <translation>Solo se firma digitalmente un acta cerrada (firmada en pantalla)</translation>
    </message>
    <message>
        <source>Archivo .p12 o .pfx (FNMT o emitido por el club)</source>
        <translation>Archivo .p12 o .pfx (FNMT o emitido por el club)</translation>
    </message>
    <message>
        <source>Archivo del certificado</source>
        <translation>Archivo del certificado</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>Elegir el archivo del certificado</source>
        <translation>Elegir el archivo del certificado</translation>
    </message>
    <message>
        <source>Contraseña del certificado</source>
        <translation>Contraseña del certificado</translation>
    </message>
    <message>
        <source>Quién firma</source>
        <translation>Quién firma</translation>
    </message>
    <message>
        <source>Certificado:</source>
        <translation>Certificado:</translation>
    </message>
    <message>
        <source>Contraseña:</source>
        <translation>Contraseña:</translation>
    </message>
    <message>
        <source>Firma como:</source>
        <translation>Firma como:</translation>
    </message>
    <message>
        <source>Certificado</source>
        <translation>Certificado</translation>
    </message>
    <message>
        <source>Añadir &amp;otra firma al PDF exportado</source>
        <translation>Añadir &amp;otra firma al PDF exportado</translation>
    </message>
    <message>
        <source>El siguiente firmante elige su certificado y su papel y firma el mismo archivo</source>
        <translation>El siguiente firmante elige su certificado y su papel y firma el mismo archivo</translation>
    </message>
    <message>
        <source>&amp;Imprimir…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Abrir &amp;carpeta</source>
        <translation>Abrir &amp;carpeta</translation>
    </message>
    <message>
        <source>&amp;Papel…</source>
        <translation>&amp;Papel…</translation>
    </message>
    <message>
        <source>Impresos para cuando falla el ordenador</source>
        <translation>Impresos para cuando falla el ordenador</translation>
    </message>
    <message>
        <source>Impresos en papel</source>
        <translation>Impresos en papel</translation>
    </message>
    <message>
        <source>Alineaciones (art. 16.3)</source>
        <translation>Alineaciones (art. 16.3)</translation>
    </message>
    <message>
        <source>Acta en blanco</source>
        <translation>Acta en blanco</translation>
    </message>
    <message>
        <source>Planillas con los nombres</source>
        <translation>Planillas con los nombres</translation>
    </message>
    <message>
        <source>Comprobación del PDF</source>
        <translation>Comprobación del PDF</translation>
    </message>
    <message>
        <source>Aquí aparece la comprobación que Delegado hace del PDF antes de darlo por bueno.</source>
        <translation>Aquí aparece la comprobación que Delegado hace del PDF antes de darlo por bueno.</translation>
    </message>
    <message>
        <source>&amp;Exportar PDF firmado…</source>
        <translation>&amp;Exportar PDF firmado…</translation>
    </message>
    <message>
        <source>&amp;Exportar PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <source>Elegir certificado</source>
        <translation>Elegir certificado</translation>
    </message>
    <message>
        <source>Firmar</source>
        <translation>Firmar</translation>
    </message>
    <message>
        <source>Elija el archivo del certificado (.p12 o .pfx).</source>
        <translation>Elija el archivo del certificado (.p12 o .pfx).</translation>
    </message>
    <message>
        <source>✖ {done}, pero la comprobación encontró problemas.</source>
        <translation>✖ {done}, pero la comprobación encontró problemas.</translation>
    </message>
    <message>
        <source>✔ {done}. Comprobado por Delegado: firmas y datos íntegros.</source>
        <translation>✔ {done}. Comprobado por Delegado: firmas y datos íntegros.</translation>
    </message>
    <message>
        <source>Exportar acta</source>
        <translation>Exportar acta</translation>
    </message>
    <message>
        <source>Guardar el acta</source>
        <translation>Guardar el acta</translation>
    </message>
    <message>
        <source>No se ha exportado el acta</source>
        <translation>No se ha exportado el acta</translation>
    </message>
    <message>
        <source>No se pudo exportar el acta.</source>
        <translation>No se pudo exportar el acta.</translation>
    </message>
    <message>
        <source>Acta firmada y guardada en {pdf}; datos en {json}</source>
        <translation>Acta firmada y guardada en {pdf}; datos en {json}</translation>
    </message>
    <message>
        <source>Acta guardada (sin firma digital) en {pdf}; datos en {json}</source>
        <translation>Acta guardada (sin firma digital) en {pdf}; datos en {json}</translation>
    </message>
    <message>
        <source>No se ha añadido la firma</source>
        <translation>No se ha añadido la firma</translation>
    </message>
    <message>
        <source>Firma de {name} ({role}) añadida</source>
        <translation>Firma de {name} ({role}) añadida</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {error}</source>
        <translation>No se puede leer {file}: {error}</translation>
    </message>
    <message>
        <source>Acta del encuentro</source>
        <translation>Acta del encuentro</translation>
    </message>
    <message>
        <source>Alineaciones</source>
        <translation>Alineaciones</translation>
    </message>
    <message>
        <source>Planillas</source>
        <translation>Planillas</translation>
    </message>
</context>
<context>
    <name>AnnexDialog</name>
    <message>
        <source>Anexo al acta</source>
        <translation>Anexo al acta</translation>
    </message>
    <message>
        <source>Texto del anexo</source>
        <translation>Texto del anexo</translation>
    </message>
    <message>
        <source>Quién firma el anexo</source>
        <translation>Quién firma el anexo</translation>
    </message>
    <message>
        <source>Nombre de quien firma</source>
        <translation>Nombre de quien firma</translation>
    </message>
    <message>
        <source>Licencia de quien firma</source>
        <translation>Licencia de quien firma</translation>
    </message>
    <message>
        <source>&amp;Texto:</source>
        <translation>&amp;Texto:</translation>
    </message>
    <message>
        <source>&amp;Firma:</source>
        <translation>&amp;Firma:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Licencia:</source>
        <translation>&amp;Licencia:</translation>
    </message>
    <message>
        <source>Escriba el texto del anexo.</source>
        <translation>Escriba el texto del anexo.</translation>
    </message>
    <message>
        <source>Escriba el nombre de quien firma el anexo.</source>
        <translation>Escriba el nombre de quien firma el anexo.</translation>
    </message>
    <message>
        <source>Escriba la licencia de quien firma el anexo.</source>
        <translation>Escriba la licencia de quien firma el anexo.</translation>
    </message>
    <message>
        <source>Falta la firma dibujada.</source>
        <translation>Falta la firma dibujada.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Copia de seguridad</source>
        <translation>Copia de seguridad</translation>
    </message>
    <message>
        <source>No se ha podido hacer la copia de seguridad diaria. Los datos siguen a salvo en la base de datos; los detalles están en el registro.</source>
        <translation>No se ha podido hacer la copia de seguridad diaria. Los datos siguen a salvo en la base de datos; los detalles están en el registro.</translation>
    </message>
    <message>
        <source>… y {count} más (en el registro).</source>
        <translation>… y {count} más (en el registro).</translation>
    </message>
    <message>
        <source>Datos alterados fuera de la aplicación</source>
        <translation>Datos alterados fuera de la aplicación</translation>
    </message>
    <message>
        <source>Al abrir la base de datos se han encontrado cambios que Delegado no hizo:

{problems}

No dé por buenas las actas afectadas sin revisarlas. Puede restaurar una copia anterior en Ajustes → Copias de seguridad.</source>
        <translation>Al abrir la base de datos se han encontrado cambios que Delegado no hizo:

{problems}

No dé por buenas las actas afectadas sin revisarlas. Puede restaurar una copia anterior en Ajustes → Copias de seguridad.</translation>
    </message>
    <message>
        <source>Solo lectura</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Los detalles están en el registro:
{file}</source>
        <translation>Los detalles están en el registro:
{file}</translation>
    </message>
    <message>
        <source>Error inesperado</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source>Se ha producido un error inesperado y la última acción no se ha completado. Los datos guardados hasta ahora están a salvo.</source>
        <translation>Se ha producido un error inesperado y la última acción no se ha completado. Los datos guardados hasta ahora están a salvo.</translation>
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
        <translation>O</translation>
    </message>
</context>
<context>
    <name>AuthorityRow</name>
    <message>
        <source>(la del sistema)</source>
        <translation>(la del sistema)</translation>
    </message>
    <message>
        <source>E&amp;legir…</source>
        <translation>E&amp;legir…</translation>
    </message>
    <message>
        <source>Elegir la autoridad del servidor</source>
        <translation>Elegir la autoridad del servidor</translation>
    </message>
    <message>
        <source>&amp;Autoridad del servidor:</source>
        <translation>&amp;Autoridad del servidor:</translation>
    </message>
    <message>
        <source>Autoridad del servidor</source>
        <translation>Autoridad del servidor</translation>
    </message>
    <message>
        <source>Certificados (*.pem *.crt)</source>
        <translation>Certificados (*.pem *.crt)</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <source>No se puede abrir la base de datos</source>
        <translation>No se puede abrir la base de datos</translation>
    </message>
    <message>
        <source>Esta ventana es de solo lectura: otra ventana de Delegado está escribiendo en la base de datos. Restaure o importe desde aquella.</source>
        <translation>Esta ventana es de solo lectura: otra ventana de Delegado está escribiendo en la base de datos. Restaure o importe desde aquella.</translation>
    </message>
    <message>
        <source>Base de datos de Delegado (*.sqlite3);;Todos los archivos (*)</source>
        <translation>Base de datos de Delegado (*.sqlite3);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Copias de seguridad</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>Carpeta: {folder}</source>
        <translation>Carpeta: {folder}</translation>
    </message>
    <message>
        <source>Fecha</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Contenido</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Tamaño</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Todavía no hay copias de seguridad.</source>
        <translation>Todavía no hay copias de seguridad.</translation>
    </message>
    <message>
        <source>Copias automáticas que se conservan</source>
        <translation>Copias automáticas que se conservan</translation>
    </message>
    <message>
        <source>&amp;Conservar las últimas</source>
        <translation>&amp;Conservar las últimas</translation>
    </message>
    <message>
        <source>copias automáticas (diarias y al cerrar un acta)</source>
        <translation>copias automáticas (diarias y al cerrar un acta)</translation>
    </message>
    <message>
        <source>&amp;Restaurar…</source>
        <translation>&amp;Restaurar…</translation>
    </message>
    <message>
        <source>Restaurar la copia seleccionada</source>
        <translation>Restaurar la copia seleccionada</translation>
    </message>
    <message>
        <source>&amp;Exportar base de datos…</source>
        <translation>&amp;Exportar base de datos…</translation>
    </message>
    <message>
        <source>Guardar toda la base de datos en un solo archivo</source>
        <translation>Guardar toda la base de datos en un solo archivo</translation>
    </message>
    <message>
        <source>&amp;Importar base de datos…</source>
        <translation>&amp;Importar base de datos…</translation>
    </message>
    <message>
        <source>Sustituir la base de datos por un archivo exportado</source>
        <translation>Sustituir la base de datos por un archivo exportado</translation>
    </message>
    <message>
        <source>¿Restaurar la copia del {date}?

Motivo: {reason}.
Contiene: {contents}.

La base de datos actual ({current}) se guardará antes como otra copia de esta lista, para poder volver a ella.</source>
        <translation>¿Restaurar la copia del {date}?

Motivo: {reason}.
Contiene: {contents}.

La base de datos actual ({current}) se guardará antes como otra copia de esta lista, para poder volver a ella.</translation>
    </message>
    <message>
        <source>Restaurar copia de seguridad</source>
        <translation>Restaurar copia de seguridad</translation>
    </message>
    <message>
        <source>Copia restaurada</source>
        <translation>Copia restaurada</translation>
    </message>
    <message>
        <source>Se ha restaurado la copia del {date} ({contents}).</source>
        <translation>Se ha restaurado la copia del {date} ({contents}).</translation>
    </message>
    <message>
        <source>Exportar base de datos</source>
        <translation>Exportar base de datos</translation>
    </message>
    <message>
        <source>No se ha podido exportar: {error}</source>
        <translation>No se ha podido exportar: {error}</translation>
    </message>
    <message>
        <source>Base de datos exportada a «{file}» ({contents}).</source>
        <translation>Base de datos exportada a «{file}» ({contents}).</translation>
    </message>
    <message>
        <source>Importar base de datos</source>
        <translation>Importar base de datos</translation>
    </message>
    <message>
        <source>«{file}» no contiene una base de datos.</source>
        <translation>«{file}» no contiene una base de datos.</translation>
    </message>
    <message>
        <source>No se puede importar: {why}</source>
        <translation>No se puede importar: {why}</translation>
    </message>
    <message>
        <source>¿Sustituir la base de datos por «{file}»?

Contiene: {contents}.

La base de datos actual ({current}) se guardará antes como una copia de esta lista, para poder volver a ella.</source>
        <translation>¿Sustituir la base de datos por «{file}»?

Contiene: {contents}.

La base de datos actual ({current}) se guardará antes como una copia de esta lista, para poder volver a ella.</translation>
    </message>
    <message>
        <source>Base de datos importada de «{file}» ({contents}).</source>
        <translation>Base de datos importada de «{file}» ({contents}).</translation>
    </message>
    <message>
        <source>No se ha podido completar: {error}

Si la base de datos llegó a sustituirse, la anterior está en esta lista de copias.</source>
        <translation>No se ha podido completar: {error}

Si la base de datos llegó a sustituirse, la anterior está en esta lista de copias.</translation>
    </message>
    <message>
        <source>Solo lectura</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>«{file}» ya está abierta en otra ventana de Delegado (o en una orden en curso). Esta ventana se abre en modo de solo lectura: puede consultarlo todo, pero no cambiar nada. Para hacer cambios, cierre la otra ventana y vuelva a abrir esta.</source>
        <translation>«{file}» ya está abierta en otra ventana de Delegado (o en una orden en curso). Esta ventana se abre en modo de solo lectura: puede consultarlo todo, pero no cambiar nada. Para hacer cambios, cierre la otra ventana y vuelva a abrir esta.</translation>
    </message>
    <message>
        <source>{problem}

No hay ninguna copia de seguridad que restaurar (se buscan en {folder}). El archivo se ha dejado tal como está.</source>
        <translation>{problem}

No hay ninguna copia de seguridad que restaurar (se buscan en {folder}). El archivo se ha dejado tal como está.</translation>
    </message>
    <message>
        <source>El archivo dañado no se borra: se guardará aparte, sin cambios.</source>
        <translation>El archivo dañado no se borra: se guardará aparte, sin cambios.</translation>
    </message>
    <message>
        <source>{problem}

Hay una copia de seguridad del {date} ({reason}) que contiene {contents}.

¿Restaurar esa copia?</source>
        <translation>{problem}

Hay una copia de seguridad del {date} ({reason}) que contiene {contents}.

¿Restaurar esa copia?</translation>
    </message>
    <message>
        <source>Base de datos vacía o ausente</source>
        <translation>Base de datos vacía o ausente</translation>
    </message>
    <message>
        <source>Base de datos dañada</source>
        <translation>Base de datos dañada</translation>
    </message>
    <message>
        <source>{problem}

No se ha restaurado ninguna copia y el archivo se ha dejado tal como está. Las copias están en {folder}.</source>
        <translation>{problem}

No se ha restaurado ninguna copia y el archivo se ha dejado tal como está. Las copias están en {folder}.</translation>
    </message>
    <message>
        <source>No se ha podido restaurar la copia: {error}</source>
        <translation>No se ha podido restaurar la copia: {error}</translation>
    </message>
    <message>
        <source>El archivo anterior se ha guardado como «{file}».</source>
        <translation>El archivo anterior se ha guardado como «{file}».</translation>
    </message>
</context>
<context>
    <name>BoardDialog</name>
    <message>
        <source>Posición en el tablero</source>
        <translation>Posición en el tablero</translation>
    </message>
    <message>
        <source>Elija una pieza y pulse las casillas; pulsarla otra vez con la misma pieza la quita. Indique quién tiene el turno.</source>
        <translation>Elija una pieza y pulse las casillas; pulsarla otra vez con la misma pieza la quita. Indique quién tiene el turno.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Casilla {square}</source>
        <translation>Casilla {square}</translation>
    </message>
    <message>
        <source>rey</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>dama</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>torre</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>alfil</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>caballo</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>peón</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>blanco</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>negro</source>
        <translation>negro</translation>
    </message>
    <message>
        <source>Quitar pieza</source>
        <translation>Quitar pieza</translation>
    </message>
    <message>
        <source>Quitar la pieza de la casilla</source>
        <translation>Quitar la pieza de la casilla</translation>
    </message>
    <message>
        <source>Juegan &amp;blancas</source>
        <translation>Juegan &amp;blancas</translation>
    </message>
    <message>
        <source>Juegan &amp;negras</source>
        <translation>Juegan &amp;negras</translation>
    </message>
    <message>
        <source>&amp;Vaciar</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <source>Posición &amp;inicial</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>Número de la jugada</source>
        <translation>Número de la jugada</translation>
    </message>
    <message>
        <source>&amp;Jugada n.º:</source>
        <translation>&amp;Jugada n.º:</translation>
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
        <translation>Tablero {board}</translation>
    </message>
    <message>
        <source>— vacío (arrastre aquí un jugador) —</source>
        <translation>— vacío (arrastre aquí un jugador) —</translation>
    </message>
    <message>
        <source>n.º {number}</source>
        <translation>n.º {number}</translation>
    </message>
    <message>
        <source>sin n.º</source>
        <translation>sin n.º</translation>
    </message>
    <message>
        <source> (escrito a mano)</source>
        <translation> (escrito a mano)</translation>
    </message>
</context>
<context>
    <name>BusyBar</name>
    <message>
        <source>Correo en curso</source>
        <translation>Correo en curso</translation>
    </message>
</context>
<context>
    <name>CalendarImportDialog</name>
    <message>
        <source>Importar calendario — {competition}</source>
        <translation>Importar calendario — {competition}</translation>
    </message>
    <message>
        <source>&amp;Crear los equipos que no existan</source>
        <translation>&amp;Crear los equipos que no existan</translation>
    </message>
    <message>
        <source>Los equipos del archivo que no están inscritos se crean como equipos rivales</source>
        <translation>Los equipos del archivo que no están inscritos se crean como equipos rivales</translation>
    </message>
    <message>
        <source>Línea</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Comprobación</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>Vista previa del calendario</source>
        <translation>Vista previa del calendario</translation>
    </message>
    <message>
        <source>Problemas encontrados</source>
        <translation>Problemas encontrados</translation>
    </message>
    <message>
        <source>&amp;Importar</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>{matches} en {rounds}: se puede importar.</source>
        <translation>{matches} en {rounds}: se puede importar.</translation>
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
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problema(s)&lt;/b&gt;: no se importará nada hasta que el archivo esté bien.</source>
        <translation>
            <numerusform>&lt;b&gt;%n problema&lt;/b&gt;: no se importará nada hasta que el archivo esté bien.</numerusform>
            <numerusform>&lt;b&gt;%n problemas&lt;/b&gt;: no se importará nada hasta que el archivo esté bien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Equipos nuevos: {teams}.</source>
        <translation>Equipos nuevos: {teams}.</translation>
    </message>
    <message>
        <source>correcto</source>
        <translation>correcto</translation>
    </message>
</context>
<context>
    <name>CertificatesDialog</name>
    <message>
        <source>Certificado con clave (*.p12);;Todos los archivos (*)</source>
        <translation>Certificado con clave (*.p12);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Certificado (*.pem);;Todos los archivos (*)</source>
        <translation>Certificado (*.pem);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>La contraseña debe tener al menos {n} caracteres.</source>
        <translation>La contraseña debe tener al menos {n} caracteres.</translation>
    </message>
    <message>
        <source>Las dos contraseñas no coinciden.</source>
        <translation>Las dos contraseñas no coinciden.</translation>
    </message>
    <message>
        <source>Certificados de firma</source>
        <translation>Certificados de firma</translation>
    </message>
    <message>
        <source>Si los delegados no tienen certificado de la FNMT, el club puede ser su propia autoridad de firma: la crea una vez, emite un certificado a cada delegado y da a la federación el certificado de la autoridad para que confíe en sus firmas.</source>
        <translation>Si los delegados no tienen certificado de la FNMT, el club puede ser su propia autoridad de firma: la crea una vez, emite un certificado a cada delegado y da a la federación el certificado de la autoridad para que confíe en sus firmas.</translation>
    </message>
    <message>
        <source>Nombre del club</source>
        <translation>Nombre del club</translation>
    </message>
    <message>
        <source> años</source>
        <translation> años</translation>
    </message>
    <message>
        <source>Validez de la autoridad, en años</source>
        <translation>Validez de la autoridad, en años</translation>
    </message>
    <message>
        <source>Contraseña de la autoridad</source>
        <translation>Contraseña de la autoridad</translation>
    </message>
    <message>
        <source>Repita la contraseña de la autoridad</source>
        <translation>Repita la contraseña de la autoridad</translation>
    </message>
    <message>
        <source>&amp;Crear autoridad…</source>
        <translation>&amp;Crear autoridad…</translation>
    </message>
    <message>
        <source>&amp;Abrir autoridad…</source>
        <translation>&amp;Abrir autoridad…</translation>
    </message>
    <message>
        <source>Escriba antes en «Contraseña» la de la autoridad. Si el club aún no la tiene aquí, elija después el archivo .p12 donde la guardó.</source>
        <translation>Escriba antes en «Contraseña» la de la autoridad. Si el club aún no la tiene aquí, elija después el archivo .p12 donde la guardó.</translation>
    </message>
    <message>
        <source>E&amp;xportar certificado para la federación…</source>
        <translation>E&amp;xportar certificado para la federación…</translation>
    </message>
    <message>
        <source>Club:</source>
        <translation>Club:</translation>
    </message>
    <message>
        <source>Validez:</source>
        <translation>Validez:</translation>
    </message>
    <message>
        <source>Contraseña:</source>
        <translation>Contraseña:</translation>
    </message>
    <message>
        <source>Repita la contraseña:</source>
        <translation>Repita la contraseña:</translation>
    </message>
    <message>
        <source>Autoridad de firma del club</source>
        <translation>Autoridad de firma del club</translation>
    </message>
    <message>
        <source>Nombre y apellidos del delegado</source>
        <translation>Nombre y apellidos del delegado</translation>
    </message>
    <message>
        <source>Certificado de {name} ({dni}) guardado en {file}, válido hasta el {date}. Entrégueselo junto con su contraseña por separado.</source>
        <translation>Certificado de {name} ({dni}) guardado en {file}, válido hasta el {date}. Entrégueselo junto con su contraseña por separado.</translation>
    </message>
    <message>
        <source>Validez del certificado, en años</source>
        <translation>Validez del certificado, en años</translation>
    </message>
    <message>
        <source>Contraseña del certificado del delegado</source>
        <translation>Contraseña del certificado del delegado</translation>
    </message>
    <message>
        <source>Repita la contraseña del certificado del delegado</source>
        <translation>Repita la contraseña del certificado del delegado</translation>
    </message>
    <message>
        <source>&amp;Emitir certificado…</source>
        <translation>&amp;Emitir certificado…</translation>
    </message>
    <message>
        <source>Nombre y apellidos:</source>
        <translation>Nombre y apellidos:</translation>
    </message>
    <message>
        <source>Certificado de un delegado</source>
        <translation>Certificado de un delegado</translation>
    </message>
    <message>
        <source>&amp;Proteger la autoridad existente</source>
        <translation>&amp;Proteger la autoridad existente</translation>
    </message>
    <message>
        <source>&amp;Crear autoridad</source>
        <translation>&amp;Crear autoridad</translation>
    </message>
    <message>
        <source>Autoridad abierta: {subject} · válida hasta el {date}
Huella SHA-256: {sha}</source>
        <translation>Autoridad abierta: {subject} · válida hasta el {date}
Huella SHA-256: {sha}</translation>
    </message>
    <message>
        <source>La clave de la autoridad del club está guardada sin cifrar en {file}. Escriba dos veces una contraseña y pulse «Proteger la autoridad existente»: se guardará cifrada y se borrará la copia sin cifrar.</source>
        <translation>La clave de la autoridad del club está guardada sin cifrar en {file}. Escriba dos veces una contraseña y pulse «Proteger la autoridad existente»: se guardará cifrada y se borrará la copia sin cifrar.</translation>
    </message>
    <message>
        <source>El club ya tiene autoridad ({file}). Escriba su contraseña y pulse «Abrir autoridad».</source>
        <translation>El club ya tiene autoridad ({file}). Escriba su contraseña y pulse «Abrir autoridad».</translation>
    </message>
    <message>
        <source>Huella SHA-256: {sha}</source>
        <translation>Huella SHA-256: {sha}</translation>
    </message>
    <message>
        <source>El club aún no tiene autoridad de firma: créela o, si la guardó en un archivo .p12, ábrala desde él.</source>
        <translation>El club aún no tiene autoridad de firma: créela o, si la guardó en un archivo .p12, ábrala desde él.</translation>
    </message>
    <message>
        <source>Autoridad creada y guardada en {file}, protegida con su contraseña (la misma que pide «delegado certificados emitir»). Guarde una copia de ese archivo en lugar seguro y exporte su certificado para la federación.</source>
        <translation>Autoridad creada y guardada en {file}, protegida con su contraseña (la misma que pide «delegado certificados emitir»). Guarde una copia de ese archivo en lugar seguro y exporte su certificado para la federación.</translation>
    </message>
    <message>
        <source>Autoridad del club</source>
        <translation>Autoridad del club</translation>
    </message>
    <message>
        <source>DNI o NIE del delegado</source>
        <translation>DNI o NIE del delegado</translation>
    </message>
    <message>
        <source>12345678Z o X1234567L</source>
        <translation>12345678Z o X1234567L</translation>
    </message>
    <message>
        <source>Licencia federativa del delegado</source>
        <translation>Licencia federativa del delegado</translation>
    </message>
    <message>
        <source>DNI/NIE:</source>
        <translation>DNI/NIE:</translation>
    </message>
    <message>
        <source>Licencia:</source>
        <translation>Licencia:</translation>
    </message>
    <message>
        <source>Escriba el nombre del club.</source>
        <translation>Escriba el nombre del club.</translation>
    </message>
    <message>
        <source>No se ha creado: {error}</source>
        <translation>No se ha creado: {error}</translation>
    </message>
    <message>
        <source>Abrir la autoridad del club</source>
        <translation>Abrir la autoridad del club</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {error}</source>
        <translation>No se puede leer {file}: {error}</translation>
    </message>
    <message>
        <source>Exportar certificado de la autoridad</source>
        <translation>Exportar certificado de la autoridad</translation>
    </message>
    <message>
        <source>Exportar certificado</source>
        <translation>Exportar certificado</translation>
    </message>
    <message>
        <source>No se pudo guardar: {error}</source>
        <translation>No se pudo guardar: {error}</translation>
    </message>
    <message>
        <source>Certificado de la autoridad guardado en {file}. Es público (no lleva la clave): envíelo a la federación para que compruebe las actas firmadas por el club.</source>
        <translation>Certificado de la autoridad guardado en {file}. Es público (no lleva la clave): envíelo a la federación para que compruebe las actas firmadas por el club.</translation>
    </message>
    <message>
        <source>Certificado del delegado</source>
        <translation>Certificado del delegado</translation>
    </message>
    <message>
        <source>Guardar el certificado del delegado</source>
        <translation>Guardar el certificado del delegado</translation>
    </message>
    <message>
        <source>No se ha emitido: {error}</source>
        <translation>No se ha emitido: {error}</translation>
    </message>
</context>
<context>
    <name>CloseStep</name>
    <message>
        <source>Añadir un a&amp;nexo…</source>
        <translation>Añadir un a&amp;nexo…</translation>
    </message>
    <message>
        <source>Cierre del acta</source>
        <translation>Cierre del acta</translation>
    </message>
    <message>
        <source>✔ Firmado por {name} el {when}</source>
        <translation>✔ Firmado por {name} el {when}</translation>
    </message>
    <message>
        <source>✖ Su firma anterior quedó anulada porque el acta cambió después: firme de nuevo.</source>
        <translation>✖ Su firma anterior quedó anulada porque el acta cambió después: firme de nuevo.</translation>
    </message>
    <message>
        <source>Pendiente de firma.</source>
        <translation>Pendiente de firma.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acta cerrada el {when}&lt;/b&gt;: solo lectura. Huella SHA-256 del contenido: {hash}… Lo que ocurra después se añade como anexo firmado.</source>
        <translation>&lt;b&gt;Acta cerrada el {when}&lt;/b&gt;: solo lectura. Huella SHA-256 del contenido: {hash}… Lo que ocurra después se añade como anexo firmado.</translation>
    </message>
    <message>
        <source>Jugadores implicados en incidencias no resueltas (art. 13.7)</source>
        <translation>Jugadores implicados en incidencias no resueltas (art. 13.7)</translation>
    </message>
    <message>
        <source>&amp;Fallo del Comité recibido…</source>
        <translation>&amp;Fallo del Comité recibido…</translation>
    </message>
    <message>
        <source>Anote el día en que llegó el fallo: abre diez días naturales para recurrir</source>
        <translation>Anote el día en que llegó el fallo: abre diez días naturales para recurrir</translation>
    </message>
    <message>
        <source>{result} · {incidents} · {annexes}&lt;br&gt;{more}Plazos:&lt;ul&gt;{deadlines}&lt;/ul&gt;</source>
        <translation>{result} · {incidents} · {annexes}&lt;br&gt;{more}Plazos:&lt;ul&gt;{deadlines}&lt;/ul&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n incidencia(s)</source>
        <translation>
            <numerusform>%n incidencia</numerusform>
            <numerusform>%n incidencias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anexo(s)</source>
        <translation>
            <numerusform>%n anexo</numerusform>
            <numerusform>%n anexos</numerusform>
        </translation>
    </message>
    <message>
        <source>El acta se cierra sola cuando están todas las firmas necesarias. Cualquier cambio después de una firma la anula.</source>
        <translation>El acta se cierra sola cuando están todas las firmas necesarias. Cualquier cambio después de una firma la anula.</translation>
    </message>
    <message>
        <source>recibida por la federación el {time}, aceptada (acuse {number})</source>
        <translation>recibida por la federación el {time}, aceptada (acuse {number})</translation>
    </message>
    <message>
        <source>rechazada por la federación (acuse {number}): {reason}</source>
        <translation>rechazada por la federación (acuse {number}): {reason}</translation>
    </message>
    <message>
        <source>enviada el {time}</source>
        <translation>enviada el {time}</translation>
    </message>
    <message>
        <source>pendiente de envío</source>
        <translation>pendiente de envío</translation>
    </message>
    <message>
        <source>Envío a la federación: {state}</source>
        <translation>Envío a la federación: {state}</translation>
    </message>
    <message>
        <source>Tablero {board}, {team}</source>
        <translation>Tablero {board}, {team}</translation>
    </message>
    <message>
        <source>Antes de cerrar: {problems}</source>
        <translation>Antes de cerrar: {problems}</translation>
    </message>
    <message>
        <source>Escriba el nombre de quien firma como {role}.</source>
        <translation>Escriba el nombre de quien firma como {role}.</translation>
    </message>
    <message>
        <source>Escriba la licencia de quien firma como {role}.</source>
        <translation>Escriba la licencia de quien firma como {role}.</translation>
    </message>
    <message>
        <source>Firmas: {names} y la que se añade ahora</source>
        <translation>Firmas: {names} y la que se añade ahora</translation>
    </message>
    <message>
        <source>Sin la firma de los jugadores implicados (art. 13.7): {names}</source>
        <translation>Sin la firma de los jugadores implicados (art. 13.7): {names}</translation>
    </message>
    <message>
        <source>Copia de seguridad</source>
        <translation>Copia de seguridad</translation>
    </message>
    <message>
        <source>El acta está cerrada, pero la copia falló: {error}</source>
        <translation>El acta está cerrada, pero la copia falló: {error}</translation>
    </message>
    <message>
        <source>Anexo</source>
        <translation>Anexo</translation>
    </message>
    <message>
        <source>Acta cerrada</source>
        <translation>Acta cerrada</translation>
    </message>
    <message>
        <source>Faltan las firmas: {roles}</source>
        <translation>Faltan las firmas: {roles}</translation>
    </message>
    <message>
        <source>Firma</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Dibuje la firma en el recuadro antes de firmar.</source>
        <translation>Dibuje la firma en el recuadro antes de firmar.</translation>
    </message>
    <message>
        <source>Están todas las firmas: el acta queda cerrada.</source>
        <translation>Están todas las firmas: el acta queda cerrada.</translation>
    </message>
    <message>
        <source>&amp;PDF, firma digital e impresión…</source>
        <translation>&amp;PDF, firma digital e impresión…</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Crear mi club</source>
        <translation>Crear mi club</translation>
    </message>
    <message>
        <source>Editar club</source>
        <translation>Editar club</translation>
    </message>
    <message>
        <source>Nuevo club</source>
        <translation>Nuevo club</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>&amp;Nombre del club:</source>
        <translation>&amp;Nombre del club:</translation>
    </message>
    <message>
        <source>&amp;Modalidad:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source>&amp;Localidad:</source>
        <translation>&amp;Localidad:</translation>
    </message>
    <message>
        <source>Dirección del &amp;local de juego:</source>
        <translation>Dirección del &amp;local de juego:</translation>
    </message>
    <message>
        <source>Es &amp;mi club (el que represento en esta modalidad)</source>
        <translation>Es &amp;mi club (el que represento en esta modalidad)</translation>
    </message>
    <message>
        <source>Un club con ajedrez y dominó es un club en cada modalidad: marque los dos como suyos y sus equipos saldrán en Inicio y en «Solo los encuentros de mis equipos».</source>
        <translation>Un club con ajedrez y dominó es un club en cada modalidad: marque los dos como suyos y sus equipos saldrán en Inicio y en «Solo los encuentros de mis equipos».</translation>
    </message>
    <message>
        <source>Errores</source>
        <translation>Errores</translation>
    </message>
</context>
<context>
    <name>ClubScreen</name>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Juega en casa</source>
        <translation>Juega en casa</translation>
    </message>
    <message>
        <source>sin localidad</source>
        <translation>sin localidad</translation>
    </message>
    <message>
        <source>{name} — {locality} (mi club)</source>
        <translation>{name} — {locality} (mi club)</translation>
    </message>
    <message>
        <source>Todavía no hay clubes. Pulse «Nuevo club…» para crear el suyo.</source>
        <translation>Todavía no hay clubes. Pulse «Nuevo club…» para crear el suyo.</translation>
    </message>
    <message>
        <source>sin dirección del local</source>
        <translation>sin dirección del local</translation>
    </message>
    <message>
        <source>Domingo 10:00</source>
        <translation>Domingo 10:00</translation>
    </message>
    <message>
        <source>Sábado 16:00</source>
        <translation>Sábado 16:00</translation>
    </message>
    <message>
        <source>Dar de &amp;alta</source>
        <translation>Dar de &amp;alta</translation>
    </message>
    <message>
        <source>Dar de &amp;baja</source>
        <translation>Dar de &amp;baja</translation>
    </message>
    <message>
        <source>Jugador añadido, con avisos</source>
        <translation>Jugador añadido, con avisos</translation>
    </message>
    <message>
        <source>{player}:

{findings}

Queda registrado; decide la Federación.</source>
        <translation>{player}:

{findings}

Queda registrado; decide la Federación.</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Orden de fuerza</source>
        <translation>Orden de fuerza</translation>
    </message>
    <message>
        <source>Importar lista de jugadores</source>
        <translation>Importar lista de jugadores</translation>
    </message>
    <message>
        <source>Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)</source>
        <translation>Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Exportar lista de jugadores</source>
        <translation>Exportar lista de jugadores</translation>
    </message>
    <message>
        <source>Exportar</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>No se pudo exportar la lista: {error}</source>
        <translation>No se pudo exportar la lista: {error}</translation>
    </message>
    <message>
        <source>Lista exportada a {path}.</source>
        <translation>Lista exportada a {path}.</translation>
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
        <translation>&amp;Nuevo club…</translation>
    </message>
    <message>
        <source>Editar c&amp;lub…</source>
        <translation>Editar c&amp;lub…</translation>
    </message>
    <message>
        <source>Equipos</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Equipos del club</source>
        <translation>Equipos del club</translation>
    </message>
    <message>
        <source>Añadir &amp;equipo…</source>
        <translation>Añadir &amp;equipo…</translation>
    </message>
    <message>
        <source>Lista de jugadores (orden de fuerza; arrastre para reordenar)</source>
        <translation>Lista de jugadores (orden de fuerza; arrastre para reordenar)</translation>
    </message>
    <message>
        <source>Lista de jugadores</source>
        <translation>Lista de jugadores</translation>
    </message>
    <message>
        <source>&amp;Añadir jugador…</source>
        <translation>&amp;Añadir jugador…</translation>
    </message>
    <message>
        <source>E&amp;ditar…</source>
        <translation>E&amp;ditar…</translation>
    </message>
    <message>
        <source>&amp;Subir</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Sube al jugador un puesto en el orden de fuerza (Ctrl+Arriba)</source>
        <translation>Sube al jugador un puesto en el orden de fuerza (Ctrl+Arriba)</translation>
    </message>
    <message>
        <source>Ba&amp;jar</source>
        <translation>Ba&amp;jar</translation>
    </message>
    <message>
        <source>Baja al jugador un puesto en el orden de fuerza (Ctrl+Abajo)</source>
        <translation>Baja al jugador un puesto en el orden de fuerza (Ctrl+Abajo)</translation>
    </message>
    <message>
        <source>&amp;Importar lista…</source>
        <translation>&amp;Importar lista…</translation>
    </message>
    <message>
        <source>E&amp;xportar CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
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
        <translation>Editar competición</translation>
    </message>
    <message>
        <source>Nueva competición</source>
        <translation>Nueva competición</translation>
    </message>
    <message>
        <source>Modalidad</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>Nombre de la competición</source>
        <translation>Nombre de la competición</translation>
    </message>
    <message>
        <source>p. ej. Liga Insular por Equipos — Preferente</source>
        <translation>p. ej. Liga Insular por Equipos — Preferente</translation>
    </message>
    <message>
        <source>Temporada</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Categoría</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Grupo</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Federación</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Puntos por encuentro ganado</source>
        <translation>Puntos por encuentro ganado</translation>
    </message>
    <message>
        <source>Puntos por encuentro empatado</source>
        <translation>Puntos por encuentro empatado</translation>
    </message>
    <message>
        <source>Puntos por encuentro perdido</source>
        <translation>Puntos por encuentro perdido</translation>
    </message>
    <message>
        <source>ganado</source>
        <translation>ganado</translation>
    </message>
    <message>
        <source>empatado</source>
        <translation>empatado</translation>
    </message>
    <message>
        <source>perdido</source>
        <translation>perdido</translation>
    </message>
    <message>
        <source>&amp;Modalidad:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Temporada:</source>
        <translation>&amp;Temporada:</translation>
    </message>
    <message>
        <source>&amp;Categoría (art. 1):</source>
        <translation>&amp;Categoría (art. 1):</translation>
    </message>
    <message>
        <source>&amp;Grupo:</source>
        <translation>&amp;Grupo:</translation>
    </message>
    <message>
        <source>&amp;Federación:</source>
        <translation>&amp;Federación:</translation>
    </message>
    <message>
        <source>Puntos por encuentro (art. 7):</source>
        <translation>Puntos por encuentro (art. 7):</translation>
    </message>
    <message>
        <source>Tableros por equipo</source>
        <translation>Tableros por equipo</translation>
    </message>
    <message>
        <source>&amp;Categoría:</source>
        <translation>&amp;Categoría:</translation>
    </message>
    <message>
        <source>Puntos por encuentro:</source>
        <translation>Puntos por encuentro:</translation>
    </message>
    <message>
        <source>Minutos por jugador</source>
        <translation>Minutos por jugador</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Incremento por jugada</source>
        <translation>Incremento por jugada</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Tipo de incremento</source>
        <translation>Tipo de incremento</translation>
    </message>
    <message>
        <source>sin incremento</source>
        <translation>sin incremento</translation>
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
        <translation>Mesas por equipo</translation>
    </message>
    <message>
        <source>Partidas por mesa</source>
        <translation>Partidas por mesa</translation>
    </message>
    <message>
        <source>Tantos por partida</source>
        <translation>Tantos por partida</translation>
    </message>
    <message>
        <source> tantos</source>
        <translation> tantos</translation>
    </message>
    <message>
        <source>Ta&amp;bleros por equipo (art. 18.1):</source>
        <translation>Ta&amp;bleros por equipo (art. 18.1):</translation>
    </message>
    <message>
        <source>&amp;Ritmo de juego (arts. 17.2 y 17.3):</source>
        <translation>&amp;Ritmo de juego (arts. 17.2 y 17.3):</translation>
    </message>
    <message>
        <source>&amp;Incremento:</source>
        <translation>&amp;Incremento:</translation>
    </message>
    <message>
        <source>Tipo de incremen&amp;to:</source>
        <translation>Tipo de incremen&amp;to:</translation>
    </message>
    <message>
        <source>M&amp;esas por equipo (ajuste):</source>
        <translation>M&amp;esas por equipo (ajuste):</translation>
    </message>
    <message>
        <source>&amp;Partidas por mesa (ajuste):</source>
        <translation>&amp;Partidas por mesa (ajuste):</translation>
    </message>
    <message>
        <source>Partida &amp;a (art. 18, ajuste):</source>
        <translation>Partida &amp;a (art. 18, ajuste):</translation>
    </message>
    <message>
        <source>Vueltas</source>
        <translation>Vueltas</translation>
    </message>
    <message>
        <source>Doble vuelta</source>
        <translation>Doble vuelta</translation>
    </message>
    <message>
        <source>Una vuelta</source>
        <translation>Una vuelta</translation>
    </message>
    <message>
        <source>Primera jornada</source>
        <translation>Primera jornada</translation>
    </message>
    <message>
        <source>dd/mm/aaaa (un sábado)</source>
        <translation>dd/mm/aaaa (un sábado)</translation>
    </message>
    <message>
        <source>Hora oficial del sábado</source>
        <translation>Hora oficial del sábado</translation>
    </message>
    <message>
        <source>Hora oficial del domingo</source>
        <translation>Hora oficial del domingo</translation>
    </message>
    <message>
        <source>Últimas jornadas en sábado</source>
        <translation>Últimas jornadas en sábado</translation>
    </message>
    <message>
        <source>Fines de semana sin juego</source>
        <translation>Fines de semana sin juego</translation>
    </message>
    <message>
        <source>sábados dd/mm/aaaa, separados por comas</source>
        <translation>sábados dd/mm/aaaa, separados por comas</translation>
    </message>
    <message>
        <source>Inicio de la temporada</source>
        <translation>Inicio de la temporada</translation>
    </message>
    <message>
        <source>vacío: 1 de agosto</source>
        <translation>vacío: 1 de agosto</translation>
    </message>
    <message>
        <source>Fin de la temporada</source>
        <translation>Fin de la temporada</translation>
    </message>
    <message>
        <source>vacío: 31 de julio</source>
        <translation>vacío: 31 de julio</translation>
    </message>
    <message>
        <source>Plazo de ampliación de listas</source>
        <translation>Plazo de ampliación de listas</translation>
    </message>
    <message>
        <source>dd/mm/aaaa; vacío: sin aviso</source>
        <translation>dd/mm/aaaa; vacío: sin aviso</translation>
    </message>
    <message>
        <source>&amp;Vueltas:</source>
        <translation>&amp;Vueltas:</translation>
    </message>
    <message>
        <source>Hora oficial del &amp;sábado:</source>
        <translation>Hora oficial del &amp;sábado:</translation>
    </message>
    <message>
        <source>Hora del &amp;domingo, si el local lo eligió:</source>
        <translation>Hora del &amp;domingo, si el local lo eligió:</translation>
    </message>
    <message>
        <source>Últimas jornadas en sábad&amp;o:</source>
        <translation>Últimas jornadas en sábad&amp;o:</translation>
    </message>
    <message>
        <source>Plazo de ampliación de &amp;listas:</source>
        <translation>Plazo de ampliación de &amp;listas:</translation>
    </message>
    <message>
        <source>&amp;Vueltas (art. 4):</source>
        <translation>&amp;Vueltas (art. 4):</translation>
    </message>
    <message>
        <source>Pri&amp;mera jornada:</source>
        <translation>Pri&amp;mera jornada:</translation>
    </message>
    <message>
        <source>Hora oficial del &amp;sábado (art. 6.1):</source>
        <translation>Hora oficial del &amp;sábado (art. 6.1):</translation>
    </message>
    <message>
        <source>Hora del &amp;domingo, si el local lo eligió (art. 6.1):</source>
        <translation>Hora del &amp;domingo, si el local lo eligió (art. 6.1):</translation>
    </message>
    <message>
        <source>Últimas jornadas en sábad&amp;o (art. 6.4):</source>
        <translation>Últimas jornadas en sábad&amp;o (art. 6.4):</translation>
    </message>
    <message>
        <source>Fines de semana sin &amp;juego:</source>
        <translation>Fines de semana sin &amp;juego:</translation>
    </message>
    <message>
        <source>Temporada desde:</source>
        <translation>Temporada desde:</translation>
    </message>
    <message>
        <source>Temporada hasta:</source>
        <translation>Temporada hasta:</translation>
    </message>
    <message>
        <source>Plazo de ampliación de &amp;listas (art. 10.1):</source>
        <translation>Plazo de ampliación de &amp;listas (art. 10.1):</translation>
    </message>
    <message>
        <source>Donde el reglamento calla o es ambiguo, la aplicación sigue estas decisiones. Son ajustes de la competición, no texto del reglamento.</source>
        <translation>Donde el reglamento calla o es ambiguo, la aplicación sigue estas decisiones. Son ajustes de la competición, no texto del reglamento.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Juego</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Calendario</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Decisiones</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>Archivada: temporada anterior, solo se puede consultar</source>
        <translation>Archivada: temporada anterior, solo se puede consultar</translation>
    </message>
    <message>
        <source>Preferente: 90 min + 30 s Bronstein (art. 17.2); Primera y Segunda: 2 horas sin incremento (art. 17.3).</source>
        <translation>Preferente: 90 min + 30 s Bronstein (art. 17.2); Primera y Segunda: 2 horas sin incremento (art. 17.3).</translation>
    </message>
</context>
<context>
    <name>CompetitionsScreen</name>
    <message>
        <source>{boards} tableros · {time_control} · puntos por encuentro {points}</source>
        <translation>{boards} tableros · {time_control} · puntos por encuentro {points}</translation>
    </message>
    <message>
        <source>{tables} mesas × {partidas} partidas · partida a {target} tantos · puntos por encuentro {points}</source>
        <translation>{tables} mesas × {partidas} partidas · partida a {target} tantos · puntos por encuentro {points}</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Modalidad</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>Categoría</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Temporada</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Inicio</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Vueltas</source>
        <translation>Vueltas</translation>
    </message>
    <message>
        <source>Competiciones</source>
        <translation>Competiciones</translation>
    </message>
    <message>
        <source>&amp;Nueva competición…</source>
        <translation>&amp;Nueva competición…</translation>
    </message>
    <message>
        <source>E&amp;ditar…</source>
        <translation>E&amp;ditar…</translation>
    </message>
    <message>
        <source>Ajustes de la competición seleccionada; también archivarla</source>
        <translation>Ajustes de la competición seleccionada; también archivarla</translation>
    </message>
    <message>
        <source>E&amp;quipos del grupo…</source>
        <translation>E&amp;quipos del grupo…</translation>
    </message>
    <message>
        <source>Equipos propios y rivales, sus locales y delegados, y el sorteo (art. 9)</source>
        <translation>Equipos propios y rivales, sus locales y delegados, y el sorteo (art. 9)</translation>
    </message>
    <message>
        <source>&amp;Generar calendario…</source>
        <translation>&amp;Generar calendario…</translation>
    </message>
    <message>
        <source>Calendario de las tablas de Berger a partir del sorteo (arts. 4 y 6)</source>
        <translation>Calendario de las tablas de Berger a partir del sorteo (arts. 4 y 6)</translation>
    </message>
    <message>
        <source>Archivo de la &amp;liga</source>
        <translation>Archivo de la &amp;liga</translation>
    </message>
    <message>
        <source>Exportar la competición entera o importar la que envía otro delegado</source>
        <translation>Exportar la competición entera o importar la que envía otro delegado</translation>
    </message>
    <message>
        <source>Exportar…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Importar…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Nueva &amp;temporada…</source>
        <translation>Nueva &amp;temporada…</translation>
    </message>
    <message>
        <source>Pasar el club, sus equipos y sus listas a la temporada siguiente</source>
        <translation>Pasar el club, sus equipos y sus listas a la temporada siguiente</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Fecha y hora</source>
        <translation>Fecha y hora</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Visitante</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Calendario</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>&amp;Resultados…</source>
        <translation>&amp;Resultados…</translation>
    </message>
    <message>
        <source>Anotar el resultado del encuentro seleccionado</source>
        <translation>Anotar el resultado del encuentro seleccionado</translation>
    </message>
    <message>
        <source>Cambiar &amp;fecha…</source>
        <translation>Cambiar &amp;fecha…</translation>
    </message>
    <message>
        <source>Aplazar o adelantar el encuentro seleccionado (arts. 6.2 y 6.3)</source>
        <translation>Aplazar o adelantar el encuentro seleccionado (arts. 6.2 y 6.3)</translation>
    </message>
    <message>
        <source>&amp;Importar calendario…</source>
        <translation>&amp;Importar calendario…</translation>
    </message>
    <message>
        <source>Leer el calendario de un archivo CSV (solo en una competición sin calendario)</source>
        <translation>Leer el calendario de un archivo CSV (solo en una competición sin calendario)</translation>
    </message>
    <message>
        <source>E&amp;xportar calendario…</source>
        <translation>E&amp;xportar calendario…</translation>
    </message>
    <message>
        <source>Editar &amp;encuentro…</source>
        <translation>Editar &amp;encuentro…</translation>
    </message>
    <message>
        <source>Corregir la fecha oficial o el lugar del encuentro seleccionado</source>
        <translation>Corregir la fecha oficial o el lugar del encuentro seleccionado</translation>
    </message>
    <message>
        <source>Exportar &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Guardar la clasificación como CSV (Excel)</source>
        <translation>Guardar la clasificación como CSV (Excel)</translation>
    </message>
    <message>
        <source>Exportar &amp;PDF…</source>
        <translation>Exportar &amp;PDF…</translation>
    </message>
    <message>
        <source>Guardar la clasificación con sus desempates en PDF</source>
        <translation>Guardar la clasificación con sus desempates en PDF</translation>
    </message>
    <message>
        <source>Clasificación</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Temporad&amp;a:</source>
        <translation>Temporad&amp;a:</translation>
    </message>
    <message>
        <source>{season} (archivada)</source>
        <translation>{season} (archivada)</translation>
    </message>
    <message>
        <source>Doble</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Sencilla</source>
        <translation>Sencilla</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>No hay competiciones todavía.</source>
        <translation>No hay competiciones todavía.</translation>
    </message>
    <message>
        <source>{score} (a medias)</source>
        <translation>{score} (a medias)</translation>
    </message>
    <message>
        <source>Fecha oficial: {date}</source>
        <translation>Fecha oficial: {date}</translation>
    </message>
    <message>
        <source>Temporada archivada: «{name}» solo se puede consultar, con sus actas.</source>
        <translation>Temporada archivada: «{name}» solo se puede consultar, con sus actas.</translation>
    </message>
    <message>
        <source>Resultados</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Fecha cambiada, con avisos</source>
        <translation>Fecha cambiada, con avisos</translation>
    </message>
    <message>
        <source>{home} – {away}: {when}.

{findings}

Decide el Comité de Competición.</source>
        <translation>{home} – {away}: {when}.

{findings}

Decide el Comité de Competición.</translation>
    </message>
    <message>
        <source>Fecha cambiada</source>
        <translation>Fecha cambiada</translation>
    </message>
    <message>
        <source>Exportar calendario</source>
        <translation>Exportar calendario</translation>
    </message>
    <message>
        <source>Calendario no exportado</source>
        <translation>Calendario no exportado</translation>
    </message>
    <message>
        <source>Calendario exportado</source>
        <translation>Calendario exportado</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s) guardado(s) en «{file}».</source>
        <translation>
            <numerusform>%n encuentro guardado en «{file}».</numerusform>
            <numerusform>%n encuentros guardados en «{file}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s) guardado(s) en «{file}».</source>
        <translation>
            <numerusform>%n equipo guardado en «{file}».</numerusform>
            <numerusform>%n equipos guardados en «{file}».</numerusform>
        </translation>
    </message>
    <message>
        <source>Importar calendario</source>
        <translation>Importar calendario</translation>
    </message>
    <message>
        <source>Calendario importado</source>
        <translation>Calendario importado</translation>
    </message>
    <message>
        <source>Calendarios (*.csv *.txt *.xlsx);;Todos los archivos (*)</source>
        <translation>Calendarios (*.csv *.txt *.xlsx);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>«{competition}»: {rounds} y {matches}.</source>
        <translation>«{competition}»: {rounds} y {matches}.</translation>
    </message>
    <message numerus="yes">
        <source>%n ronda(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
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
        <translation>Equipos nuevos: {teams}.</translation>
    </message>
    <message>
        <source>Calendario generado</source>
        <translation>Calendario generado</translation>
    </message>
    <message>
        <source>Importar archivo de la liga</source>
        <translation>Importar archivo de la liga</translation>
    </message>
    <message>
        <source>Archivo de la liga (*.liga.json *.json);;Todos los archivos (*)</source>
        <translation>Archivo de la liga (*.liga.json *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Exportar clasificación</source>
        <translation>Exportar clasificación</translation>
    </message>
    <message>
        <source>Clasificación no exportada</source>
        <translation>Clasificación no exportada</translation>
    </message>
    <message>
        <source>Clasificación exportada</source>
        <translation>Clasificación exportada</translation>
    </message>
    <message>
        <source>Exportar clasificación en PDF</source>
        <translation>Exportar clasificación en PDF</translation>
    </message>
    <message>
        <source>No se ha podido guardar «{file}»: {error}.</source>
        <translation>No se ha podido guardar «{file}»: {error}.</translation>
    </message>
    <message>
        <source>No se ha podido hacer el PDF; los detalles están en el log.</source>
        <translation>No se ha podido hacer el PDF; los detalles están en el log.</translation>
    </message>
    <message>
        <source>Guardada en «{file}».</source>
        <translation>Guardada en «{file}».</translation>
    </message>
</context>
<context>
    <name>ConflictsTab</name>
    <message>
        <source>Archivo</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Recibida</source>
        <translation>Recibida</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Documento</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <source>Firmas en los datos</source>
        <translation>Firmas en los datos</translation>
    </message>
    <message>
        <source>Cerrada</source>
        <translation>Cerrada</translation>
    </message>
    <message>
        <source>Huella del contenido</source>
        <translation>Huella del contenido</translation>
    </message>
    <message>
        <source>Encuentros con dos versiones</source>
        <translation>Encuentros con dos versiones</translation>
    </message>
    <message>
        <source>Ningún encuentro tiene dos versiones distintas.</source>
        <translation>Ningún encuentro tiene dos versiones distintas.</translation>
    </message>
    <message>
        <source>Primera recibida</source>
        <translation>Primera recibida</translation>
    </message>
    <message>
        <source>Segunda recibida</source>
        <translation>Segunda recibida</translation>
    </message>
    <message>
        <source>no se pueden leer sus datos: {error}</source>
        <translation>no se pueden leer sus datos: {error}</translation>
    </message>
</context>
<context>
    <name>Deadlines</name>
    <message>
        <source>VENCIDO</source>
        <translation>VENCIDO</translation>
    </message>
</context>
<context>
    <name>DeadlinesTab</name>
    <message>
        <source>Informe en PDF (*.pdf);;Hoja CSV (*.csv)</source>
        <translation>Informe en PDF (*.pdf);;Hoja CSV (*.csv)</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Guardar el &amp;informe…</source>
        <translation>Guardar el &amp;informe…</translation>
    </message>
    <message>
        <source>Solo las actas no &amp;recibidas</source>
        <translation>Solo las actas no &amp;recibidas</translation>
    </message>
    <message>
        <source>Encuentros del calendario importado de los que no ha llegado ninguna acta cuando ya venció un plazo</source>
        <translation>Encuentros del calendario importado de los que no ha llegado ninguna acta cuando ya venció un plazo</translation>
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
        <translation>Plazo</translation>
    </message>
    <message>
        <source>Vence</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Prueba</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Cumplimiento</source>
        <translation>Cumplimiento</translation>
    </message>
    <message>
        <source>Propuesta</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <source>Plazos de las actas</source>
        <translation>Plazos de las actas</translation>
    </message>
    <message>
        <source>Competición:</source>
        <translation>Competición:</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>Todas</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentros del calendario sin ninguna acta recibida: </source>
        <translation>
            <numerusform>%n encuentro del calendario sin ninguna acta recibida: </numerusform>
            <numerusform>%n encuentros del calendario sin ninguna acta recibida: </numerusform>
        </translation>
    </message>
    <message>
        <source>Guardar el informe de plazos</source>
        <translation>Guardar el informe de plazos</translation>
    </message>
    <message>
        <source>Informe guardado en {path}.</source>
        <translation>Informe guardado en {path}.</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>sin resultado</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>pendiente del Comité ({result} en el tablero)</source>
        <translation>pendiente del Comité ({result} en el tablero)</translation>
    </message>
    <message>
        <source>pendiente del Comité</source>
        <translation>pendiente del Comité</translation>
    </message>
    <message>
        <source>aplazada</source>
        <translation>aplazada</translation>
    </message>
    <message>
        <source>a repetir</source>
        <translation>a repetir</translation>
    </message>
    <message>
        <source>no jugada: {reason}</source>
        <translation>no jugada: {reason}</translation>
    </message>
    <message>
        <source>Fallo del Comité de Competición</source>
        <translation>Fallo del Comité de Competición</translation>
    </message>
    <message>
        <source>Fecha en que llegó el fallo</source>
        <translation>Fecha en que llegó el fallo</translation>
    </message>
    <message>
        <source>Referencia del fallo</source>
        <translation>Referencia del fallo</translation>
    </message>
    <message>
        <source>Texto del fallo</source>
        <translation>Texto del fallo</translation>
    </message>
    <message>
        <source>Anote lo que decide el Comité sobre las partidas del encuentro (art. 20): la clasificación lo aplica.</source>
        <translation>Anote lo que decide el Comité sobre las partidas del encuentro (art. 20): la clasificación lo aplica.</translation>
    </message>
    <message>
        <source>Equipo al que se descuentan puntos</source>
        <translation>Equipo al que se descuentan puntos</translation>
    </message>
    <message>
        <source>Ninguno</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>{team} (local)</source>
        <translation>{team} (local)</translation>
    </message>
    <message>
        <source>{team} (visitante)</source>
        <translation>{team} (visitante)</translation>
    </message>
    <message>
        <source>Puntos descontados</source>
        <translation>Puntos descontados</translation>
    </message>
    <message>
        <source> puntos</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>&amp;Descuento de puntos:</source>
        <translation>&amp;Descuento de puntos:</translation>
    </message>
    <message>
        <source>&amp;Texto del fallo:</source>
        <translation>&amp;Texto del fallo:</translation>
    </message>
    <message>
        <source>Resultado final que fija el Comité</source>
        <translation>Resultado final que fija el Comité</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tablero&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tablero&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ahora&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ahora&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decide&lt;/b&gt;</source>
        <translation>&lt;b&gt;Decide&lt;/b&gt;</translation>
    </message>
    <message>
        <source>— sin cambio —</source>
        <translation>— sin cambio —</translation>
    </message>
    <message>
        <source>1-0 · gana el local</source>
        <translation>1-0 · gana el local</translation>
    </message>
    <message>
        <source>½-½ · tablas</source>
        <translation>½-½ · tablas</translation>
    </message>
    <message>
        <source>0-1 · gana el visitante</source>
        <translation>0-1 · gana el visitante</translation>
    </message>
    <message>
        <source>+/- · pierde el visitante por incomparecencia</source>
        <translation>+/- · pierde el visitante por incomparecencia</translation>
    </message>
    <message>
        <source>-/+ · pierde el local por incomparecencia</source>
        <translation>-/+ · pierde el local por incomparecencia</translation>
    </message>
    <message>
        <source>-/- · pierden los dos (0-0)</source>
        <translation>-/- · pierden los dos (0-0)</translation>
    </message>
    <message>
        <source>Se repite la partida</source>
        <translation>Se repite la partida</translation>
    </message>
    <message>
        <source>Lo que decide el Comité del tablero {board}</source>
        <translation>Lo que decide el Comité del tablero {board}</translation>
    </message>
    <message>
        <source>Para el resultado de todo el encuentro, elija el de cada tablero. Una partida que se repite queda abierta hasta que anote el fallo con su resultado.</source>
        <translation>Para el resultado de todo el encuentro, elija el de cada tablero. Una partida que se repite queda abierta hasta que anote el fallo con su resultado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Partida&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Mesa {table}, partida {partida}</source>
        <translation>Mesa {table}, partida {partida}</translation>
    </message>
    <message>
        <source>Lo que decide el Comité de la {where}</source>
        <translation>Lo que decide el Comité de la {where}</translation>
    </message>
    <message>
        <source>Fija los tantos</source>
        <translation>Fija los tantos</translation>
    </message>
    <message>
        <source>Tantos de {team} en la {where}</source>
        <translation>Tantos de {team} en la {where}</translation>
    </message>
    <message>
        <source>Gana la partida la pareja con más tantos, aunque no llegue al tanteo. Para el resultado de una mesa o de todo el encuentro, fije cada una de sus partidas. Una partida que se repite queda abierta hasta que anote el fallo con sus tantos.</source>
        <translation>Gana la partida la pareja con más tantos, aunque no llegue al tanteo. Para el resultado de una mesa o de todo el encuentro, fije cada una de sus partidas. Una partida que se repite queda abierta hasta que anote el fallo con sus tantos.</translation>
    </message>
    <message>
        <source>Art. 23: el recurso ante la Junta de Gobierno de la Federación Canaria se presenta dentro de los diez días naturales siguientes a la recepción del fallo.</source>
        <translation>Art. 23: el recurso ante la Junta de Gobierno de la Federación Canaria se presenta dentro de los diez días naturales siguientes a la recepción del fallo.</translation>
    </message>
    <message>
        <source>&amp;Recibido el:</source>
        <translation>&amp;Recibido el:</translation>
    </message>
    <message>
        <source>R&amp;eferencia:</source>
        <translation>R&amp;eferencia:</translation>
    </message>
</context>
<context>
    <name>DocumentationStep</name>
    <message>
        <source>Antes del encuentro (art. 16)</source>
        <translation>Antes del encuentro (art. 16)</translation>
    </message>
    <message>
        <source>Abrir las &amp;alineaciones…</source>
        <translation>Abrir las &amp;alineaciones…</translation>
    </message>
    <message>
        <source>Registrar documentación que &amp;falta (art. 16.2)…</source>
        <translation>Registrar documentación que &amp;falta (art. 16.2)…</translation>
    </message>
    <message>
        <source>Registrar alineación &amp;no entregada (art. 16.3)…</source>
        <translation>Registrar alineación &amp;no entregada (art. 16.3)…</translation>
    </message>
    <message>
        <source>Alineaciones: {home} {home_filled} de {boards} tableros · {away} {away_filled} de {boards}. Un equipo que no ha entregado su alineación no puede empezar; mientras, solo corren sus relojes (art. 16.3).</source>
        <translation>Alineaciones: {home} {home_filled} de {boards} tableros · {away} {away_filled} de {boards}. Un equipo que no ha entregado su alineación no puede empezar; mientras, solo corren sus relojes (art. 16.3).</translation>
    </message>
    <message>
        <source>alineaciones completas</source>
        <translation>alineaciones completas</translation>
    </message>
    <message>
        <source>Falta: {missing}</source>
        <translation>Falta: {missing}</translation>
    </message>
</context>
<context>
    <name>DominoGuide</name>
    <message>
        <source>Salida o colocación de las fichas</source>
        <translation>Salida o colocación de las fichas</translation>
    </message>
    <message>
        <source>Objetos sobre la mesa</source>
        <translation>Objetos sobre la mesa</translation>
    </message>
    <message>
        <source>Postura del jugador</source>
        <translation>Postura del jugador</translation>
    </message>
    <message>
        <source>Sospecha de señas</source>
        <translation>Sospecha de señas</translation>
    </message>
    <message>
        <source>Comentarios no permitidos</source>
        <translation>Comentarios no permitidos</translation>
    </message>
    <message>
        <source>Ficha tocada que tenía cabida</source>
        <translation>Ficha tocada que tenía cabida</translation>
    </message>
    <message>
        <source>Error al cerrar el juego</source>
        <translation>Error al cerrar el juego</translation>
    </message>
    <message>
        <source>Pensada en falso</source>
        <translation>Pensada en falso</translation>
    </message>
    <message>
        <source>«Paso» teniendo ficha</source>
        <translation>«Paso» teniendo ficha</translation>
    </message>
    <message>
        <source>Interrupción de la partida</source>
        <translation>Interrupción de la partida</translation>
    </message>
    <message>
        <source>Necesidad declarada antes</source>
        <translation>Necesidad declarada antes</translation>
    </message>
    <message>
        <source>Ficha caída antes de la salida</source>
        <translation>Ficha caída antes de la salida</translation>
    </message>
    <message>
        <source>Ficha caída durante la mano</source>
        <translation>Ficha caída durante la mano</translation>
    </message>
    <message>
        <source>Hecho imprevisto o suspensión</source>
        <translation>Hecho imprevisto o suspensión</translation>
    </message>
    <message>
        <source>Abandono de la partida</source>
        <translation>Abandono de la partida</translation>
    </message>
    <message>
        <source>Art. {rule}</source>
        <translation>Art. {rule}</translation>
    </message>
    <message>
        <source>&amp;Guardar</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Aceptar</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Cancelar</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Mesa {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Partida {partida}</source>
        <translation>Partida {partida}</translation>
    </message>
    <message>
        <source>Acta de dominó — {home} – {away}</source>
        <translation>Acta de dominó — {home} – {away}</translation>
    </message>
    <message>
        <source>Acta CERRADA (solo lectura)</source>
        <translation>Acta CERRADA (solo lectura)</translation>
    </message>
    <message>
        <source>Acta abierta</source>
        <translation>Acta abierta</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt;&lt;/span&gt; (partidas) · {tables} mesas × {partidas} partidas a {target} · {state}</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt;&lt;/span&gt; (partidas) · {tables} mesas × {partidas} partidas a {target} · {state}</translation>
    </message>
    <message>
        <source>Resultado: {home} {home_won} – {away_won} {away} en partidas</source>
        <translation>Resultado: {home} {home_won} – {away_won} {away} en partidas</translation>
    </message>
    <message>
        <source>Mesa {table}, partida {number}: {home} – {away} ({status})</source>
        <translation>Mesa {table}, partida {number}: {home} – {away} ({status})</translation>
    </message>
    <message>
        <source>Incidencias: {count}</source>
        <translation>Incidencias: {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt; en partidas · tantos {home_points} – {away_points}</source>
        <translation>&lt;b&gt;{home} {home_won} – {away_won} {away}&lt;/b&gt; en partidas · tantos {home_points} – {away_points}</translation>
    </message>
    <message>
        <source>Puntos de liga pendientes: {findings}</source>
        <translation>Puntos de liga pendientes: {findings}</translation>
    </message>
    <message>
        <source>empate</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>gana {team}</source>
        <translation>gana {team}</translation>
    </message>
    <message>
        <source>Puntos de liga: {home} {home_points}, {away} {away_points} ({winner}).</source>
        <translation>Puntos de liga: {home} {home_points}, {away} {away_points} ({winner}).</translation>
    </message>
    <message>
        <source>Fallos del Comité recibidos: {decisions}. La clasificación cuenta {score} en partidas.&lt;br&gt;</source>
        <translation>Fallos del Comité recibidos: {decisions}. La clasificación cuenta {score} en partidas.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Abandono (art. 20)</source>
        <translation>Abandono (art. 20)</translation>
    </message>
    <message>
        <source>Sin sustitución: pierde la pareja del jugador que abandona, que conserva sus tantos; a la rival se le suman los que le faltan hasta el total de la partida.</source>
        <translation>Sin sustitución: pierde la pareja del jugador que abandona, que conserva sus tantos; a la rival se le suman los que le faltan hasta el total de la partida.</translation>
    </message>
</context>
<context>
    <name>DominoIncidentDialog</name>
    <message>
        <source>opcional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>{field}:</source>
        <translation>{field}:</translation>
    </message>
    <message>
        <source>{field} (opcional):</source>
        <translation>{field} (opcional):</translation>
    </message>
</context>
<context>
    <name>DrawNumbersDialog</name>
    <message>
        <source>Números del sorteo</source>
        <translation>Números del sorteo</translation>
    </message>
    <message>
        <source>Número de sorteo de {team}</source>
        <translation>Número de sorteo de {team}</translation>
    </message>
    <message>
        <source>El número de cada equipo en las tablas de Berger (art. 9.3).</source>
        <translation>El número de cada equipo en las tablas de Berger (art. 9.3).</translation>
    </message>
    <message>
        <source>El número de cada equipo en las tablas de Berger.</source>
        <translation>El número de cada equipo en las tablas de Berger.</translation>
    </message>
</context>
<context>
    <name>DrawStep</name>
    <message>
        <source>Mesa del sorteo</source>
        <translation>Mesa del sorteo</translation>
    </message>
    <message>
        <source>Ficha que levanta cada jugador (art. 7.2)</source>
        <translation>Ficha que levanta cada jugador (art. 7.2)</translation>
    </message>
    <message>
        <source>Asiento que elige el salidor</source>
        <translation>Asiento que elige el salidor</translation>
    </message>
    <message>
        <source>&amp;Sortear los asientos</source>
        <translation>&amp;Sortear los asientos</translation>
    </message>
    <message>
        <source>&amp;Repetir el sorteo</source>
        <translation>&amp;Repetir el sorteo</translation>
    </message>
    <message>
        <source>Partida del diagrama</source>
        <translation>Partida del diagrama</translation>
    </message>
    <message>
        <source>Escriba la ficha de cada jugador, como 6-4. La más alta sale y elige asiento; su compañero se sienta enfrente y, a su derecha, el contrario de ficha más alta (art. 7.4). Si hay empate, los empatados levantan otra ficha.</source>
        <translation>Escriba la ficha de cada jugador, como 6-4. La más alta sale y elige asiento; su compañero se sienta enfrente y, a su derecha, el contrario de ficha más alta (art. 7.4). Si hay empate, los empatados levantan otra ficha.</translation>
    </message>
    <message>
        <source>&amp;Mesa:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>El salidor elige el &amp;asiento:</source>
        <translation>El salidor elige el &amp;asiento:</translation>
    </message>
    <message>
        <source>Asientos en la &amp;partida:</source>
        <translation>Asientos en la &amp;partida:</translation>
    </message>
    <message>
        <source>Nuevo sorteo ({n}.º)</source>
        <translation>Nuevo sorteo ({n}.º)</translation>
    </message>
    <message>
        <source>Ficha de {player}, ronda {round}</source>
        <translation>Ficha de {player}, ronda {round}</translation>
    </message>
    <message>
        <source>Antes, las parejas de esta mesa (paso Equipos y mesas).</source>
        <translation>Antes, las parejas de esta mesa (paso Equipos y mesas).</translation>
    </message>
    <message>
        <source>Sin sortear</source>
        <translation>Sin sortear</translation>
    </message>
    <message>
        <source>Mesa {table}, partida {partida}: números de la primera mano</source>
        <translation>Mesa {table}, partida {partida}: números de la primera mano</translation>
    </message>
    <message>
        <source>Falta el sorteo de las mesas {tables}</source>
        <translation>Falta el sorteo de las mesas {tables}</translation>
    </message>
    <message>
        <source>✔ Asientos sorteados.</source>
        <translation>✔ Asientos sorteados.</translation>
    </message>
    <message>
        <source>Sorteo</source>
        <translation>Sorteo</translation>
    </message>
    <message>
        <source>¿Repetir el sorteo de puestos de la mesa {table}?</source>
        <translation>¿Repetir el sorteo de puestos de la mesa {table}?</translation>
    </message>
</context>
<context>
    <name>Etiquetas</name>
    <message>
        <source>Ajedrez</source>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>Dominó</source>
        <translation>Dominó</translation>
    </message>
    <message>
        <source>Programado</source>
        <translation>Programado</translation>
    </message>
    <message>
        <source>⚠ Sin acta: su día ya pasó</source>
        <translation>⚠ Sin acta: su día ya pasó</translation>
    </message>
    <message>
        <source>Aplazado</source>
        <translation>Aplazado</translation>
    </message>
    <message>
        <source>Jugado</source>
        <translation>Jugado</translation>
    </message>
    <message>
        <source>Resultado particular</source>
        <translation>Resultado particular</translation>
    </message>
    <message>
        <source>Sistema Holandés</source>
        <translation>Sistema Holandés</translation>
    </message>
    <message>
        <source>Diferencia de partidas</source>
        <translation>Diferencia de partidas</translation>
    </message>
    <message>
        <source>Diferencia de tantos</source>
        <translation>Diferencia de tantos</translation>
    </message>
    <message>
        <source>Encuentro de desempate</source>
        <translation>Encuentro de desempate</translation>
    </message>
    <message>
        <source>Documentación</source>
        <translation>Documentación</translation>
    </message>
    <message>
        <source>Inicio</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Partidas</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <source>Cierre</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Delegado del equipo local</source>
        <translation>Delegado del equipo local</translation>
    </message>
    <message>
        <source>Delegado del equipo visitante</source>
        <translation>Delegado del equipo visitante</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Lista de jugadores del club sellada (solo si cambió, art. 16.1)</source>
        <translation>Lista de jugadores del club sellada (solo si cambió, art. 16.1)</translation>
    </message>
    <message>
        <source>Certificaciones federativas o DNI de los jugadores (art. 16.2)</source>
        <translation>Certificaciones federativas o DNI de los jugadores (art. 16.2)</translation>
    </message>
    <message>
        <source>Alineaciones intercambiadas por escrito antes de empezar (art. 16.3)</source>
        <translation>Alineaciones intercambiadas por escrito antes de empezar (art. 16.3)</translation>
    </message>
    <message>
        <source>Material (art. 11.1): mesas, sillas, tableros y piezas, relojes, planillas, actas y sobres de jugada secreta; en Preferente, relojes aptos para su ritmo (Bronstein, art. 17.2)</source>
        <translation>Material (art. 11.1): mesas, sillas, tableros y piezas, relojes, planillas, actas y sobres de jugada secreta; en Preferente, relojes aptos para su ritmo (Bronstein, art. 17.2)</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Puntos de partida</source>
        <translation>Puntos de partida</translation>
    </message>
    <message>
        <source>Desempate</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <source>Tantos</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>Partida sub conditione</source>
        <translation>Partida sub conditione</translation>
    </message>
    <message>
        <source>Reloj averiado: partida aplazada con jugada secreta</source>
        <translation>Reloj averiado: partida aplazada con jugada secreta</translation>
    </message>
    <message>
        <source>Llegada tarde de un jugador</source>
        <translation>Llegada tarde de un jugador</translation>
    </message>
    <message>
        <source>Falta documentación de un jugador</source>
        <translation>Falta documentación de un jugador</translation>
    </message>
    <message>
        <source>Alineación no entregada antes del comienzo</source>
        <translation>Alineación no entregada antes del comienzo</translation>
    </message>
    <message>
        <source>Alineación rival contraria al reglamento</source>
        <translation>Alineación rival contraria al reglamento</translation>
    </message>
    <message>
        <source>Resuelven</source>
        <translation>Resuelven</translation>
    </message>
    <message>
        <source>los capitanes</source>
        <translation>los capitanes</translation>
    </message>
    <message>
        <source>los capitanes y el juez árbitro</source>
        <translation>los capitanes y el juez árbitro</translation>
    </message>
    <message>
        <source>Artículo</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Tableros</source>
        <translation>Tableros</translation>
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
        <translation>cerrada por decisión del órgano competente</translation>
    </message>
    <message>
        <source>a repetir por decisión del órgano competente</source>
        <translation>a repetir por decisión del órgano competente</translation>
    </message>
    <message>
        <source>Intervención de un delegado en el juego</source>
        <translation>Intervención de un delegado en el juego</translation>
    </message>
    <message>
        <source>Propuesta de tablas a través de un delegado</source>
        <translation>Propuesta de tablas a través de un delegado</translation>
    </message>
    <message>
        <source>El delegado jugador para su reloj para atender una incidencia</source>
        <translation>El delegado jugador para su reloj para atender una incidencia</translation>
    </message>
    <message>
        <source>Reclamación</source>
        <translation>Reclamación</translation>
    </message>
    <message>
        <source>Local o material no dispuestos a la hora oficial</source>
        <translation>Local o material no dispuestos a la hora oficial</translation>
    </message>
    <message>
        <source>Incomparecencia de un equipo</source>
        <translation>Incomparecencia de un equipo</translation>
    </message>
    <message>
        <source>Otros hechos</source>
        <translation>Otros hechos</translation>
    </message>
    <message>
        <source>Anulación de una anotación anterior</source>
        <translation>Anulación de una anotación anterior</translation>
    </message>
    <message>
        <source>Tablero</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Reloj de blancas</source>
        <translation>Reloj de blancas</translation>
    </message>
    <message>
        <source>Reloj de negras</source>
        <translation>Reloj de negras</translation>
    </message>
    <message>
        <source>Hora</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Posición (FEN)</source>
        <translation>Posición (FEN)</translation>
    </message>
    <message>
        <source>Comentario</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Sella la jugada</source>
        <translation>Sella la jugada</translation>
    </message>
    <message>
        <source>Jugador que sella</source>
        <translation>Jugador que sella</translation>
    </message>
    <message>
        <source>Número de la jugada secreta</source>
        <translation>Número de la jugada secreta</translation>
    </message>
    <message>
        <source>Posición antes de la jugada secreta (FEN)</source>
        <translation>Posición antes de la jugada secreta (FEN)</translation>
    </message>
    <message>
        <source>Oferta de tablas antes de sellar</source>
        <translation>Oferta de tablas antes de sellar</translation>
    </message>
    <message>
        <source>Reanudación</source>
        <translation>Reanudación</translation>
    </message>
    <message>
        <source>Fecha de reanudación</source>
        <translation>Fecha de reanudación</translation>
    </message>
    <message>
        <source>Hora de reanudación</source>
        <translation>Hora de reanudación</translation>
    </message>
    <message>
        <source>Lugar de reanudación</source>
        <translation>Lugar de reanudación</translation>
    </message>
    <message>
        <source>Guarda el sobre</source>
        <translation>Guarda el sobre</translation>
    </message>
    <message>
        <source>Nombre de quien guarda el sobre</source>
        <translation>Nombre de quien guarda el sobre</translation>
    </message>
    <message>
        <source>El delegado del equipo local (art. 15.2)</source>
        <translation>El delegado del equipo local (art. 15.2)</translation>
    </message>
    <message>
        <source>El árbitro</source>
        <translation>El árbitro</translation>
    </message>
    <message>
        <source>Otra persona</source>
        <translation>Otra persona</translation>
    </message>
    <message>
        <source>Hora de llegada</source>
        <translation>Hora de llegada</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Documento que falta</source>
        <translation>Documento que falta</translation>
    </message>
    <message>
        <source>Se juega sub conditione</source>
        <translation>Se juega sub conditione</translation>
    </message>
    <message>
        <source>Entrega</source>
        <translation>Entrega</translation>
    </message>
    <message>
        <source>Hora de entrega</source>
        <translation>Hora de entrega</translation>
    </message>
    <message>
        <source>Descripción</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>En presencia del delegado rival</source>
        <translation>En presencia del delegado rival</translation>
    </message>
    <message>
        <source>Hora de parada</source>
        <translation>Hora de parada</translation>
    </message>
    <message>
        <source>Tiempo en su reloj</source>
        <translation>Tiempo en su reloj</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Hora en que lo pone en marcha</source>
        <translation>Hora en que lo pone en marcha</translation>
    </message>
    <message>
        <source>Minutos de retraso</source>
        <translation>Minutos de retraso</translation>
    </message>
    <message>
        <source>Hechos</source>
        <translation>Hechos</translation>
    </message>
    <message>
        <source>Blancas</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Negras</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Sí</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>La fija el Comité de Competición</source>
        <translation>La fija el Comité de Competición</translation>
    </message>
    <message>
        <source>Acordada por ambos equipos</source>
        <translation>Acordada por ambos equipos</translation>
    </message>
    <message>
        <source>Equipo local</source>
        <translation>Equipo local</translation>
    </message>
    <message>
        <source>Equipo visitante</source>
        <translation>Equipo visitante</translation>
    </message>
    <message>
        <source>Certificado federativo</source>
        <translation>Certificado federativo</translation>
    </message>
    <message>
        <source>DNI</source>
        <translation>DNI</translation>
    </message>
    <message>
        <source>Certificado federativo y DNI</source>
        <translation>Certificado federativo y DNI</translation>
    </message>
    <message>
        <source>Entregada con retraso</source>
        <translation>Entregada con retraso</translation>
    </message>
    <message>
        <source>No entregada</source>
        <translation>No entregada</translation>
    </message>
    <message>
        <source>h:mm:ss o mm:ss</source>
        <translation>h:mm:ss o mm:ss</translation>
    </message>
    <message>
        <source>hh:mm</source>
        <translation>hh:mm</translation>
    </message>
    <message>
        <source>dd/mm/aaaa</source>
        <translation>dd/mm/aaaa</translation>
    </message>
    <message>
        <source>FEN, p. ej. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1</source>
        <translation>FEN, p. ej. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1</translation>
    </message>
    <message>
        <source>Equipos y mesas</source>
        <translation>Equipos y mesas</translation>
    </message>
    <message>
        <source>Sorteo de asientos</source>
        <translation>Sorteo de asientos</translation>
    </message>
    <message>
        <source>Hojas de anotación</source>
        <translation>Hojas de anotación</translation>
    </message>
    <message>
        <source>Norte</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>Este</source>
        <translation>Este</translation>
    </message>
    <message>
        <source>Sur</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>Oeste</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>pareja local</source>
        <translation>pareja local</translation>
    </message>
    <message>
        <source>pareja visitante</source>
        <translation>pareja visitante</translation>
    </message>
    <message>
        <source>dominó</source>
        <translation>dominó</translation>
    </message>
    <message>
        <source>cierre</source>
        <translation>cierre</translation>
    </message>
    <message>
        <source>anulada</source>
        <translation>anulada</translation>
    </message>
    <message>
        <source>en juego</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>terminada</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>terminada por abandono</source>
        <translation>terminada por abandono</translation>
    </message>
    <message>
        <source>suspendida</source>
        <translation>suspendida</translation>
    </message>
    <message>
        <source>Infracción del procedimiento de salida o de colocación de las fichas</source>
        <translation>Infracción del procedimiento de salida o de colocación de las fichas</translation>
    </message>
    <message>
        <source>Objetos sobre la mesa de juego</source>
        <translation>Objetos sobre la mesa de juego</translation>
    </message>
    <message>
        <source>Postura del jugador durante la partida</source>
        <translation>Postura del jugador durante la partida</translation>
    </message>
    <message>
        <source>Sospecha de señas</source>
        <translation>Sospecha de señas</translation>
    </message>
    <message>
        <source>Comentarios o conversación no permitidos</source>
        <translation>Comentarios o conversación no permitidos</translation>
    </message>
    <message>
        <source>Ficha tocada que tenía cabida y no se jugó</source>
        <translation>Ficha tocada que tenía cabida y no se jugó</translation>
    </message>
    <message>
        <source>Error al cerrar el juego</source>
        <translation>Error al cerrar el juego</translation>
    </message>
    <message>
        <source>Pensada en falso</source>
        <translation>Pensada en falso</translation>
    </message>
    <message>
        <source>«Paso» teniendo ficha que jugar</source>
        <translation>«Paso» teniendo ficha que jugar</translation>
    </message>
    <message>
        <source>Interrupción de la partida</source>
        <translation>Interrupción de la partida</translation>
    </message>
    <message>
        <source>Ficha caída antes de la salida</source>
        <translation>Ficha caída antes de la salida</translation>
    </message>
    <message>
        <source>Ficha caída durante la mano</source>
        <translation>Ficha caída durante la mano</translation>
    </message>
    <message>
        <source>Caídas de fichas repetidas en la partida</source>
        <translation>Caídas de fichas repetidas en la partida</translation>
    </message>
    <message>
        <source>Hecho imprevisto, interrupción o suspensión</source>
        <translation>Hecho imprevisto, interrupción o suspensión</translation>
    </message>
    <message>
        <source>Abandono de la partida</source>
        <translation>Abandono de la partida</translation>
    </message>
    <message>
        <source>Los vasos, botellas y demás objetos van en mesas auxiliares.</source>
        <translation>Los vasos, botellas y demás objetos van en mesas auxiliares.</translation>
    </message>
    <message>
        <source>La ficha tocada que tiene cabida debe jugarse.</source>
        <translation>La ficha tocada que tiene cabida debe jugarse.</translation>
    </message>
    <message>
        <source>Prevalece la colocación de la ficha sobre lo dicho.</source>
        <translation>Prevalece la colocación de la ficha sobre lo dicho.</translation>
    </message>
    <message>
        <source>La pareja contraria puede pedir anular la mano (la pierde la pareja infractora si salió ella) o repetirla desde la infracción. En competición lo resuelven los capitanes y, si lo hay, el juez árbitro.</source>
        <translation>La pareja contraria puede pedir anular la mano (la pierde la pareja infractora si salió ella) o repetirla desde la infracción. En competición lo resuelven los capitanes y, si lo hay, el juez árbitro.</translation>
    </message>
    <message>
        <source>Toda interrupción se hace constar en el acta.</source>
        <translation>Toda interrupción se hace constar en el acta.</translation>
    </message>
    <message>
        <source>La partida se reanuda; el órgano competente decide sobre su validez.</source>
        <translation>La partida se reanuda; el órgano competente decide sobre su validez.</translation>
    </message>
    <message>
        <source>Sin sustitución; pierde la pareja del jugador que abandona.</source>
        <translation>Sin sustitución; pierde la pareja del jugador que abandona.</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Mesa</translation>
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
        <translation>Apartado del art. 8 infringido</translation>
    </message>
    <message>
        <source>Descripción de lo ocurrido</source>
        <translation>Descripción de lo ocurrido</translation>
    </message>
    <message>
        <source>Objeto y quién lo dejó</source>
        <translation>Objeto y quién lo dejó</translation>
    </message>
    <message>
        <source>Jugador que formula la observación</source>
        <translation>Jugador que formula la observación</translation>
    </message>
    <message>
        <source>Avisado</source>
        <translation>Avisado</translation>
    </message>
    <message>
        <source>Observaciones formuladas</source>
        <translation>Observaciones formuladas</translation>
    </message>
    <message>
        <source>Ficha tocada</source>
        <translation>Ficha tocada</translation>
    </message>
    <message>
        <source>Lo que dijo y cómo colocó la ficha</source>
        <translation>Lo que dijo y cómo colocó la ficha</translation>
    </message>
    <message>
        <source>Número de licencia del infractor</source>
        <translation>Número de licencia del infractor</translation>
    </message>
    <message>
        <source>Circunstancias de la jugada</source>
        <translation>Circunstancias de la jugada</translation>
    </message>
    <message>
        <source>Efecto en la mano</source>
        <translation>Efecto en la mano</translation>
    </message>
    <message>
        <source>Causa de la interrupción</source>
        <translation>Causa de la interrupción</translation>
    </message>
    <message>
        <source>Necesidad declarada antes de la partida</source>
        <translation>Necesidad declarada antes de la partida</translation>
    </message>
    <message>
        <source>Jugador que la declara</source>
        <translation>Jugador que la declara</translation>
    </message>
    <message>
        <source>Necesidad o circunstancia declarada</source>
        <translation>Necesidad o circunstancia declarada</translation>
    </message>
    <message>
        <source>Se comunica a</source>
        <translation>Se comunica a</translation>
    </message>
    <message>
        <source>el juez árbitro</source>
        <translation>el juez árbitro</translation>
    </message>
    <message>
        <source>el capitán del equipo contrario</source>
        <translation>el capitán del equipo contrario</translation>
    </message>
    <message>
        <source>Medidas adoptadas</source>
        <translation>Medidas adoptadas</translation>
    </message>
    <message>
        <source>Antes del comienzo de la partida, al juez árbitro o al capitán del equipo contrario, para que adopte las medidas oportunas.</source>
        <translation>Antes del comienzo de la partida, al juez árbitro o al capitán del equipo contrario, para que adopte las medidas oportunas.</translation>
    </message>
    <message>
        <source>Pareja</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Decisión de la pareja contraria</source>
        <translation>Decisión de la pareja contraria</translation>
    </message>
    <message>
        <source>Número de vez en la partida</source>
        <translation>Número de vez en la partida</translation>
    </message>
    <message>
        <source>Puntos de la pareja local</source>
        <translation>Puntos de la pareja local</translation>
    </message>
    <message>
        <source>Puntos de la pareja visitante</source>
        <translation>Puntos de la pareja visitante</translation>
    </message>
    <message>
        <source>Jugador que abandona</source>
        <translation>Jugador que abandona</translation>
    </message>
    <message>
        <source>capitán</source>
        <translation>capitán</translation>
    </message>
    <message>
        <source>juez árbitro</source>
        <translation>juez árbitro</translation>
    </message>
    <message>
        <source>anular la mano</source>
        <translation>anular la mano</translation>
    </message>
    <message>
        <source>repetir desde la infracción</source>
        <translation>repetir desde la infracción</translation>
    </message>
    <message>
        <source>sin efecto</source>
        <translation>sin efecto</translation>
    </message>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>visitante</source>
        <translation>visitante</translation>
    </message>
    <message>
        <source>revolver de nuevo</source>
        <translation>revolver de nuevo</translation>
    </message>
    <message>
        <source>continuar sin revolver</source>
        <translation>continuar sin revolver</translation>
    </message>
    <message>
        <source>continuar la mano</source>
        <translation>continuar la mano</translation>
    </message>
    <message>
        <source>Sistema Holandés: peso de los tableros en los encuentros entre empatados</source>
        <translation>Sistema Holandés: peso de los tableros en los encuentros entre empatados</translation>
    </message>
    <message>
        <source>tablero 1 ×n … último ×1</source>
        <translation>tablero 1 ×n … último ×1</translation>
    </message>
    <message>
        <source>Resultado particular: minicampeonato entre los empatados, repetido si siguen empatados</source>
        <translation>Resultado particular: minicampeonato entre los empatados, repetido si siguen empatados</translation>
    </message>
    <message>
        <source>minicampeonato entre los empatados</source>
        <translation>minicampeonato entre los empatados</translation>
    </message>
    <message>
        <source>Partidas ganadas por incomparecencia en los cómputos</source>
        <translation>Partidas ganadas por incomparecencia en los cómputos</translation>
    </message>
    <message>
        <source>cuentan como 1-0</source>
        <translation>cuentan como 1-0</translation>
    </message>
    <message>
        <source>Calendario</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>tablas Berger; la segunda vuelta invierte local y visitante</source>
        <translation>tablas Berger; la segunda vuelta invierte local y visitante</translation>
    </message>
    <message>
        <source>Días hábiles para los plazos</source>
        <translation>Días hábiles para los plazos</translation>
    </message>
    <message>
        <source>lunes a viernes, sin festivos nacionales, de Canarias ni insulares</source>
        <translation>lunes a viernes, sin festivos nacionales, de Canarias ni insulares</translation>
    </message>
    <message>
        <source>«Hasta que pase una ronda»: un jugador incorporado puede jugar la ronda R</source>
        <translation>«Hasta que pase una ronda»: un jugador incorporado puede jugar la ronda R</translation>
    </message>
    <message>
        <source>si la ronda R−1 es en el fin de semana de su alta o después</source>
        <translation>si la ronda R−1 es en el fin de semana de su alta o después</translation>
    </message>
    <message>
        <source>«La mitad de los jugadores de su alineación» para empezar</source>
        <translation>«La mitad de los jugadores de su alineación» para empezar</translation>
    </message>
    <message>
        <source>la mitad de los alineados, redondeando hacia arriba</source>
        <translation>la mitad de los alineados, redondeando hacia arriba</translation>
    </message>
    <message>
        <source>«La misma fecha»</source>
        <translation>«La misma fecha»</translation>
    </message>
    <message>
        <source>la fecha oficial de la ronda (sábado y domingo son la misma)</source>
        <translation>la fecha oficial de la ronda (sábado y domingo son la misma)</translation>
    </message>
    <message>
        <source>Alineación entregada en papel</source>
        <translation>Alineación entregada en papel</translation>
    </message>
    <message>
        <source>cuenta como entregada; no escribirla no es «no entregada»</source>
        <translation>cuenta como entregada; no escribirla no es «no entregada»</translation>
    </message>
    <message>
        <source>Incidencias que requieren intervención del Comité (plazo de 2 días hábiles)</source>
        <translation>Incidencias que requieren intervención del Comité (plazo de 2 días hábiles)</translation>
    </message>
    <message>
        <source>las que el Comité debe decidir: sub conditione, reclamaciones, aplazadas, alineaciones indebidas, incomparecencias, no resueltas</source>
        <translation>las que el Comité debe decidir: sub conditione, reclamaciones, aplazadas, alineaciones indebidas, incomparecencias, no resueltas</translation>
    </message>
    <message>
        <source>Mano cerrada (cierre) con sumas iguales</source>
        <translation>Mano cerrada (cierre) con sumas iguales</translation>
    </message>
    <message>
        <source>no se anota y sale el jugador de la derecha</source>
        <translation>no se anota y sale el jugador de la derecha</translation>
    </message>
    <message>
        <source>no se anota y repite el mismo salidor</source>
        <translation>no se anota y repite el mismo salidor</translation>
    </message>
    <message>
        <source>Sorteo de puestos con fichas de igual valor</source>
        <translation>Sorteo de puestos con fichas de igual valor</translation>
    </message>
    <message>
        <source>los empatados vuelven a robar</source>
        <translation>los empatados vuelven a robar</translation>
    </message>
    <message>
        <source>gana la ficha con el número mayor</source>
        <translation>gana la ficha con el número mayor</translation>
    </message>
    <message>
        <source>Caída de fichas «más de dos veces»: se anota en el acta desde la</source>
        <translation>Caída de fichas «más de dos veces»: se anota en el acta desde la</translation>
    </message>
    <message>
        <source>tercera caída de la pareja en la partida</source>
        <translation>tercera caída de la pareja en la partida</translation>
    </message>
    <message>
        <source>segunda caída</source>
        <translation>segunda caída</translation>
    </message>
    <message>
        <source>Quién aprueba cada mano</source>
        <translation>Quién aprueba cada mano</translation>
    </message>
    <message>
        <source>el contador de la pareja rival (con árbitro: los dos jugadores)</source>
        <translation>el contador de la pareja rival (con árbitro: los dos jugadores)</translation>
    </message>
    <message>
        <source>Partida suspendida</source>
        <translation>Partida suspendida</translation>
    </message>
    <message>
        <source>la cierra la decisión del órgano competente, con fecha y referencia</source>
        <translation>la cierra la decisión del órgano competente, con fecha y referencia</translation>
    </message>
    <message>
        <source>Acta cerrada el {when}</source>
        <translation>Acta cerrada el {when}</translation>
    </message>
    <message>
        <source>Acta abierta ({status})</source>
        <translation>Acta abierta ({status})</translation>
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
        <translation>{base}, sin incremento</translation>
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
        <translation>Archivo de liga (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Actas y correo (*.pdf *.zip *.eml *.mbox);;Todos los archivos (*)</source>
        <translation>Actas y correo (*.pdf *.zip *.eml *.mbox);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Delegado — Federación</source>
        <translation>Delegado — Federación</translation>
    </message>
    <message>
        <source>Importar &amp;archivos…</source>
        <translation>Importar &amp;archivos…</translation>
    </message>
    <message>
        <source>Importar una &amp;carpeta…</source>
        <translation>Importar una &amp;carpeta…</translation>
    </message>
    <message>
        <source>Leer el &amp;buzón…</source>
        <translation>Leer el &amp;buzón…</translation>
    </message>
    <message>
        <source>Los mensajes nuevos del buzón IMAP de la federación, cada uno una sola vez</source>
        <translation>Los mensajes nuevos del buzón IMAP de la federación, cada uno una sola vez</translation>
    </message>
    <message>
        <source>R&amp;eenviar acuses</source>
        <translation>R&amp;eenviar acuses</translation>
    </message>
    <message>
        <source>Envía otra vez por correo los acuses que no se pudieron enviar (el servidor no respondía), con los ajustes del correo; los ya enviados no se envían otra vez</source>
        <translation>Envía otra vez por correo los acuses que no se pudieron enviar (el servidor no respondía), con los ajustes del correo; los ya enviados no se envían otra vez</translation>
    </message>
    <message>
        <source>Importar ca&amp;lendario…</source>
        <translation>Importar ca&amp;lendario…</translation>
    </message>
    <message>
        <source>El calendario de una competición, de su archivo de liga: así los plazos y la publicación conocen también los encuentros cuya acta no ha llegado</source>
        <translation>El calendario de una competición, de su archivo de liga: así los plazos y la publicación conocen también los encuentros cuya acta no ha llegado</translation>
    </message>
    <message>
        <source>&amp;Verificar de nuevo</source>
        <translation>&amp;Verificar de nuevo</translation>
    </message>
    <message>
        <source>Verifica otra vez las actas rechazadas o incompletas con el registro abierto (p. ej. un club dado de alta después); las que queden aceptadas reciben su acuse con la hora en que se recibieron por primera vez</source>
        <translation>Verifica otra vez las actas rechazadas o incompletas con el registro abierto (p. ej. un club dado de alta después); las que queden aceptadas reciben su acuse con la hora en que se recibieron por primera vez</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>&amp;Guardar el acta recibida…</source>
        <translation>&amp;Guardar el acta recibida…</translation>
    </message>
    <message>
        <source>&amp;Publicar…</source>
        <translation>&amp;Publicar…</translation>
    </message>
    <message>
        <source>Clasificaciones, calendario con resultados y actas, en páginas web estáticas</source>
        <translation>Clasificaciones, calendario con resultados y actas, en páginas web estáticas</translation>
    </message>
    <message>
        <source>Progreso de la importación</source>
        <translation>Progreso de la importación</translation>
    </message>
    <message>
        <source>&amp;Detener</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Mostrar:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Recibidas</source>
        <translation>Recibidas</translation>
    </message>
    <message>
        <source>Abriendo la base de datos y el registro federativo…</source>
        <translation>Abriendo la base de datos y el registro federativo…</translation>
    </message>
    <message>
        <source>&amp;Manual de la oficina</source>
        <translation>&amp;Manual de la oficina</translation>
    </message>
    <message>
        <source>Ay&amp;uda</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Conflictos</source>
        <translation>Conflictos</translation>
    </message>
    <message>
        <source>Plazos</source>
        <translation>Plazos</translation>
    </message>
    <message>
        <source>Clasificación</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>comprobando su firma…</source>
        <translation>comprobando su firma…</translation>
    </message>
    <message>
        <source>Base de datos: {db} · Registro: {registry}</source>
        <translation>Base de datos: {db} · Registro: {registry}</translation>
    </message>
    <message>
        <source>Quién hizo qué:</source>
        <translation>Quién hizo qué:</translation>
    </message>
    <message numerus="yes">
        <source>(y %n anteriores)</source>
        <translation>
            <numerusform>(y %n anterior)</numerusform>
            <numerusform>(y %n anteriores)</numerusform>
        </translation>
    </message>
    <message>
        <source>Servidor de correo de la federación: sin indicar (la hora de los correos no cuenta como prueba)</source>
        <translation>Servidor de correo de la federación: sin indicar (la hora de los correos no cuenta como prueba)</translation>
    </message>
    <message>
        <source>Servidor de correo de la federación: {servers}</source>
        <translation>Servidor de correo de la federación: {servers}</translation>
    </message>
    <message>
        <source>Federación</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Conflictos ({n})</source>
        <translation>Conflictos ({n})</translation>
    </message>
    <message numerus="yes">
        <source>Plazos (%n sin acta)</source>
        <translation>
            <numerusform>Plazos (%n sin acta)</numerusform>
            <numerusform>Plazos (%n sin acta)</numerusform>
        </translation>
    </message>
    <message>
        <source>Guardar el acta recibida</source>
        <translation>Guardar el acta recibida</translation>
    </message>
    <message>
        <source>No se guardó el archivo de esta acta.</source>
        <translation>No se guardó el archivo de esta acta.</translation>
    </message>
    <message>
        <source>Publicar: carpeta nueva o vacía para las páginas</source>
        <translation>Publicar: carpeta nueva o vacía para las páginas</translation>
    </message>
    <message>
        <source>Publicar</source>
        <translation>Publicar</translation>
    </message>
    <message numerus="yes">
        <source>%n competiciones</source>
        <translation>
            <numerusform>%n competición</numerusform>
            <numerusform>%n competiciones</numerusform>
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
        <translation>Publicado en {folder}: {written}. Abra index.html.</translation>
    </message>
    <message numerus="yes">
        <source>Sin resultado en la clasificación (%n):</source>
        <translation>
            <numerusform>Sin resultado en la clasificación (%n):</numerusform>
            <numerusform>Sin resultado en la clasificación (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>Importar el calendario</source>
        <translation>Importar el calendario</translation>
    </message>
    <message>
        <source>El calendario de {competition} ya estaba importado tal como viene en «{file}»; no ha cambiado nada.</source>
        <translation>El calendario de {competition} ya estaba importado tal como viene en «{file}»; no ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
        <source>… y %n cambios más</source>
        <translation>
            <numerusform>… y %n cambio más</numerusform>
            <numerusform>… y %n cambios más</numerusform>
        </translation>
    </message>
    <message>
        <source>«{file}»: {competition}. Se importará:</source>
        <translation>«{file}»: {competition}. Se importará:</translation>
    </message>
    <message>
        <source>¿Importar el calendario?</source>
        <translation>¿Importar el calendario?</translation>
    </message>
    <message>
        <source>Calendario de {competition} importado: {summary}.</source>
        <translation>Calendario de {competition} importado: {summary}.</translation>
    </message>
    <message>
        <source>Importar actas</source>
        <translation>Importar actas</translation>
    </message>
    <message>
        <source>Importar una carpeta de actas</source>
        <translation>Importar una carpeta de actas</translation>
    </message>
    <message>
        <source>Leer el buzón</source>
        <translation>Leer el buzón</translation>
    </message>
    <message>
        <source>Verificar de nuevo</source>
        <translation>Verificar de nuevo</translation>
    </message>
    <message>
        <source>Buscando las actas…</source>
        <translation>Buscando las actas…</translation>
    </message>
    <message>
        <source>Deteniendo tras el acta en curso…</source>
        <translation>Deteniendo tras el acta en curso…</translation>
    </message>
    <message numerus="yes">
        <source>%n actas verificadas</source>
        <translation>
            <numerusform>%n acta verificada</numerusform>
            <numerusform>%n actas verificadas</numerusform>
        </translation>
    </message>
    <message>
        <source>aceptadas: {a} · incompletas: {i} · rechazadas: {r}</source>
        <translation>aceptadas: {a} · incompletas: {i} · rechazadas: {r}</translation>
    </message>
    <message numerus="yes">
        <source>%n actas sin archivar: vuelva a importar los mismos archivos</source>
        <translation>
            <numerusform>%n acta sin archivar: vuelva a importar los mismos archivos</numerusform>
            <numerusform>%n actas sin archivar: vuelva a importar los mismos archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n acuses sin emitir: vuelva a importar los mismos archivos</source>
        <translation>
            <numerusform>%n acuse sin emitir: vuelva a importar los mismos archivos</numerusform>
            <numerusform>%n acuses sin emitir: vuelva a importar los mismos archivos</numerusform>
        </translation>
    </message>
    <message>
        <source>Ajustes del c&amp;orreo…</source>
        <translation>Ajustes del c&amp;orreo…</translation>
    </message>
    <message>
        <source>El servidor con el que se envían los acuses de recibo a los clubes</source>
        <translation>El servidor con el que se envían los acuses de recibo a los clubes</translation>
    </message>
    <message>
        <source>Los ajustes del correo piden enviar los acuses al leer el buzón, pero la ventana se abrió sin el certificado de la federación (--p12): sin él no se emiten acuses. Ábrala con --p12, o desmarque el envío en «Ajustes del correo…». No se ha leído nada.</source>
        <translation>Los ajustes del correo piden enviar los acuses al leer el buzón, pero la ventana se abrió sin el certificado de la federación (--p12): sin él no se emiten acuses. Ábrala con --p12, o desmarque el envío en «Ajustes del correo…». No se ha leído nada.</translation>
    </message>
    <message>
        <source>Enviar los acuses por correo</source>
        <translation>Enviar los acuses por correo</translation>
    </message>
    <message>
        <source>Contraseña de {user} en el servidor de envío {host}:</source>
        <translation>Contraseña de {user} en el servidor de envío {host}:</translation>
    </message>
    <message>
        <source>Las actas están archivadas y sus acuses emitidos en la carpeta de acuses, pero estos no se han podido enviar por correo:</source>
        <translation>Las actas están archivadas y sus acuses emitidos en la carpeta de acuses, pero estos no se han podido enviar por correo:</translation>
    </message>
    <message>
        <source>acuses enviados por correo: {n}</source>
        <translation>acuses enviados por correo: {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n acuses sin enviar por correo (están en la carpeta de acuses)</source>
        <translation>
            <numerusform>%n acuse sin enviar por correo (está en la carpeta de acuses)</numerusform>
            <numerusform>%n acuses sin enviar por correo (están en la carpeta de acuses)</numerusform>
        </translation>
    </message>
    <message>
        <source>sin dirección en el registro: {clubs}</source>
        <translation>sin dirección en el registro: {clubs}</translation>
    </message>
    <message>
        <source>No se pueden enviar los acuses por correo: {reason}

No se ha leído el buzón: corrija los ajustes del correo (o desmarque el envío) y vuelva a leerlo.</source>
        <translation>No se pueden enviar los acuses por correo: {reason}

No se ha leído el buzón: corrija los ajustes del correo (o desmarque el envío) y vuelva a leerlo.</translation>
    </message>
</context>
<context>
    <name>GamesStep</name>
    <message>
        <source>Sin resultado</source>
        <translation>Sin resultado</translation>
    </message>
    <message>
        <source>Gana el local (1-0)</source>
        <translation>Gana el local (1-0)</translation>
    </message>
    <message>
        <source>Tablas (½-½)</source>
        <translation>Tablas (½-½)</translation>
    </message>
    <message>
        <source>Gana el visitante (0-1)</source>
        <translation>Gana el visitante (0-1)</translation>
    </message>
    <message>
        <source>+/- (incomparecencia visitante)</source>
        <translation>+/- (incomparecencia visitante)</translation>
    </message>
    <message>
        <source>-/+ (incomparecencia local)</source>
        <translation>-/+ (incomparecencia local)</translation>
    </message>
    <message>
        <source>-/- (ambos)</source>
        <translation>-/- (ambos)</translation>
    </message>
    <message>
        <source>Aplazada (jugada secreta)</source>
        <translation>Aplazada (jugada secreta)</translation>
    </message>
    <message>
        <source>Pendiente del Comité (sub conditione)</source>
        <translation>Pendiente del Comité (sub conditione)</translation>
    </message>
    <message>
        <source>Pendiente del Comité, 1-0 en el tablero</source>
        <translation>Pendiente del Comité, 1-0 en el tablero</translation>
    </message>
    <message>
        <source>Pendiente del Comité, ½-½ en el tablero</source>
        <translation>Pendiente del Comité, ½-½ en el tablero</translation>
    </message>
    <message>
        <source>Pendiente del Comité, 0-1 en el tablero</source>
        <translation>Pendiente del Comité, 0-1 en el tablero</translation>
    </message>
    <message>
        <source>No jugada (indique el motivo)…</source>
        <translation>No jugada (indique el motivo)…</translation>
    </message>
    <message>
        <source>Gana el local</source>
        <translation>Gana el local</translation>
    </message>
    <message>
        <source>Tablas</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Gana el visitante</source>
        <translation>Gana el visitante</translation>
    </message>
    <message>
        <source>Estado de las partidas</source>
        <translation>Estado de las partidas</translation>
    </message>
    <message>
        <source>Otro resultado</source>
        <translation>Otro resultado</translation>
    </message>
    <message>
        <source>Resultado del tablero {board}</source>
        <translation>Resultado del tablero {board}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;&lt;br&gt;{colour}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;&lt;br&gt;{colour}</translation>
    </message>
    <message>
        <source>Tablero {board}: {result}</source>
        <translation>Tablero {board}: {result}</translation>
    </message>
    <message>
        <source>Falta el resultado de los tableros {boards}.</source>
        <translation>Falta el resultado de los tableros {boards}.</translation>
    </message>
    <message>
        <source>tablero {board}: {state}</source>
        <translation>tablero {board}: {state}</translation>
    </message>
    <message>
        <source>Sin resultado definitivo, y así queda en el acta: {boards}. Lo resuelve el Comité de Competición (o la reanudación de la partida aplazada).</source>
        <translation>Sin resultado definitivo, y así queda en el acta: {boards}. Lo resuelve el Comité de Competición (o la reanudación de la partida aplazada).</translation>
    </message>
    <message>
        <source>Tablero {board}</source>
        <translation>Tablero {board}</translation>
    </message>
    <message>
        <source>aplazada con jugada secreta</source>
        <translation>aplazada con jugada secreta</translation>
    </message>
    <message>
        <source>pendiente del Comité de Competición</source>
        <translation>pendiente del Comité de Competición</translation>
    </message>
    <message>
        <source>no jugada</source>
        <translation>no jugada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Local:&lt;/b&gt; {team}</source>
        <translation>&lt;b&gt;Local:&lt;/b&gt; {team}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Visitante:&lt;/b&gt; {team}</source>
        <translation>&lt;b&gt;Visitante:&lt;/b&gt; {team}</translation>
    </message>
    <message>
        <source>blancas</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>negras</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resultado del encuentro (definitivo): {home} {score} {away}&lt;/b&gt; (art. 7)</source>
        <translation>&lt;b&gt;Resultado del encuentro (definitivo): {home} {score} {away}&lt;/b&gt; (art. 7)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resultado del encuentro (provisional): {home} {score} {away}&lt;/b&gt; (art. 7)</source>
        <translation>&lt;b&gt;Resultado del encuentro (provisional): {home} {score} {away}&lt;/b&gt; (art. 7)</translation>
    </message>
    <message>
        <source>Partida no jugada</source>
        <translation>Partida no jugada</translation>
    </message>
    <message>
        <source>Motivo por el que no se jugó el tablero {board}:</source>
        <translation>Motivo por el que no se jugó el tablero {board}:</translation>
    </message>
</context>
<context>
    <name>GenerateCalendarDialog</name>
    <message>
        <source>Generar calendario — {name}</source>
        <translation>Generar calendario — {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt;, {legs} (art. 4): &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Sorteo: {draw}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt;, {legs} (art. 4): &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Sorteo: {draw}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt;, {legs}: &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Sorteo: {draw}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt;, {legs}: &lt;b&gt;{total}&lt;/b&gt;.&lt;br&gt;Sorteo: {draw}</translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s)</source>
        <translation>
            <numerusform>%n equipo</numerusform>
            <numerusform>%n equipos</numerusform>
        </translation>
    </message>
    <message>
        <source>doble vuelta</source>
        <translation>doble vuelta</translation>
    </message>
    <message>
        <source>una vuelta</source>
        <translation>una vuelta</translation>
    </message>
    <message numerus="yes">
        <source>%n ronda(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>sin hacer</source>
        <translation>sin hacer</translation>
    </message>
    <message>
        <source>Sábados a las {saturday}; los equipos que eligieron el domingo juegan en casa a las {sunday} (art. 6.1); las {last} últimas rondas, en sábado (art. 6.4).</source>
        <translation>Sábados a las {saturday}; los equipos que eligieron el domingo juegan en casa a las {sunday} (art. 6.1); las {last} últimas rondas, en sábado (art. 6.4).</translation>
    </message>
    <message>
        <source>Sábados a las {saturday}; los equipos que eligieron el domingo juegan en casa a las {sunday}; las {last} últimas rondas, en sábado.</source>
        <translation>Sábados a las {saturday}; los equipos que eligieron el domingo juegan en casa a las {sunday}; las {last} últimas rondas, en sábado.</translation>
    </message>
    <message>
        <source>Primera ronda</source>
        <translation>Primera ronda</translation>
    </message>
    <message>
        <source>dd/mm/aaaa (un sábado)</source>
        <translation>dd/mm/aaaa (un sábado)</translation>
    </message>
    <message>
        <source>ninguno</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&amp;Generar</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>Faltan equipos o números de sorteo: complételos en «Equipos del grupo…».</source>
        <translation>Faltan equipos o números de sorteo: complételos en «Equipos del grupo…».</translation>
    </message>
    <message>
        <source>&amp;Primera ronda:</source>
        <translation>&amp;Primera ronda:</translation>
    </message>
    <message>
        <source>Fines de semana sin juego:</source>
        <translation>Fines de semana sin juego:</translation>
    </message>
</context>
<context>
    <name>GroupDialog</name>
    <message>
        <source>Equipos del grupo — {competition}</source>
        <translation>Equipos del grupo — {competition}</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Juega en casa</source>
        <translation>Juega en casa</translation>
    </message>
    <message>
        <source>Local de juego</source>
        <translation>Local de juego</translation>
    </message>
    <message>
        <source>Delegado</source>
        <translation>Delegado</translation>
    </message>
    <message>
        <source>Teléfono</source>
        <translation>Teléfono</translation>
    </message>
    <message>
        <source>Correo</source>
        <translation>Correo</translation>
    </message>
    <message>
        <source>Equipos del grupo</source>
        <translation>Equipos del grupo</translation>
    </message>
    <message>
        <source>Inscribir equipo de &amp;mi club…</source>
        <translation>Inscribir equipo de &amp;mi club…</translation>
    </message>
    <message>
        <source>Añadir equipo &amp;rival…</source>
        <translation>Añadir equipo &amp;rival…</translation>
    </message>
    <message>
        <source>&amp;Editar…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Quitar</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Lista de jugadores…</source>
        <translation>&amp;Lista de jugadores…</translation>
    </message>
    <message>
        <source>Importar la lista de jugadores del club del equipo seleccionado (CSV o Excel)</source>
        <translation>Importar la lista de jugadores del club del equipo seleccionado (CSV o Excel)</translation>
    </message>
    <message>
        <source>&amp;Sortear (art. 9.3)</source>
        <translation>&amp;Sortear (art. 9.3)</translation>
    </message>
    <message>
        <source>&amp;Sortear</source>
        <translation>&amp;Sortear</translation>
    </message>
    <message>
        <source>Números al azar; los equipos de un mismo club se enfrentan en las primeras rondas (art. 9.3)</source>
        <translation>Números al azar; los equipos de un mismo club se enfrentan en las primeras rondas (art. 9.3)</translation>
    </message>
    <message>
        <source>Números al azar; los equipos de un mismo club se enfrentan primero</source>
        <translation>Números al azar; los equipos de un mismo club se enfrentan primero</translation>
    </message>
    <message>
        <source>&amp;Números del sorteo…</source>
        <translation>&amp;Números del sorteo…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; · {category} · {season} · {count}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; · {category} · {season} · {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s)</source>
        <translation>
            <numerusform>%n equipo</numerusform>
            <numerusform>%n equipos</numerusform>
        </translation>
    </message>
    <message>
        <source>Un solo equipo por club en {category} (art. 9.1).</source>
        <translation>Un solo equipo por club en {category} (art. 9.1).</translation>
    </message>
    <message>
        <source>La competición ya tiene calendario: los equipos y el sorteo no se cambian.</source>
        <translation>La competición ya tiene calendario: los equipos y el sorteo no se cambian.</translation>
    </message>
    <message>
        <source> (mi club)</source>
        <translation> (mi club)</translation>
    </message>
    <message>
        <source>Domingo</source>
        <translation>Domingo</translation>
    </message>
    <message>
        <source>Sábado</source>
        <translation>Sábado</translation>
    </message>
    <message>
        <source>Quitar equipo</source>
        <translation>Quitar equipo</translation>
    </message>
    <message>
        <source>¿Quitar «{team}» de la competición? El equipo y su club se conservan.</source>
        <translation>¿Quitar «{team}» de la competición? El equipo y su club se conservan.</translation>
    </message>
    <message>
        <source>Lista de jugadores de {club}</source>
        <translation>Lista de jugadores de {club}</translation>
    </message>
    <message>
        <source>Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)</source>
        <translation>Listas de jugadores (*.csv *.xlsx);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Lista no importada</source>
        <translation>Lista no importada</translation>
    </message>
    <message>
        <source>Lista de «{club}» importada.</source>
        <translation>Lista de «{club}» importada.</translation>
    </message>
    <message>
        <source>Sorteo guardado.</source>
        <translation>Sorteo guardado.</translation>
    </message>
    <message>
        <source>Sortear</source>
        <translation>Sortear</translation>
    </message>
    <message>
        <source>Los equipos ya tienen número. ¿Sortear de nuevo?</source>
        <translation>Los equipos ya tienen número. ¿Sortear de nuevo?</translation>
    </message>
    <message>
        <source>Sorteo</source>
        <translation>Sorteo</translation>
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
        <translation>&amp;Dominó</translation>
    </message>
    <message>
        <source>&amp;Cierre</source>
        <translation>&amp;Cierre</translation>
    </message>
    <message>
        <source>A&amp;nulada</source>
        <translation>A&amp;nulada</translation>
    </message>
    <message>
        <source>Quién dominó o quién fue el infractor</source>
        <translation>Quién dominó o quién fue el infractor</translation>
    </message>
    <message>
        <source>Pareja que gana la mano</source>
        <translation>Pareja que gana la mano</translation>
    </message>
    <message>
        <source>Puntos de la mano</source>
        <translation>Puntos de la mano</translation>
    </message>
    <message>
        <source>0 a 168</source>
        <translation>0 a 168</translation>
    </message>
    <message>
        <source>Contar las &amp;fichas…</source>
        <translation>Contar las &amp;fichas…</translation>
    </message>
    <message>
        <source>Marcar las fichas que quedan en cada mano</source>
        <translation>Marcar las fichas que quedan en cada mano</translation>
    </message>
    <message>
        <source>C&amp;ontar la mano</source>
        <translation>C&amp;ontar la mano</translation>
    </message>
    <message>
        <source>&amp;Anotar la mano</source>
        <translation>&amp;Anotar la mano</translation>
    </message>
    <message>
        <source>Cómo se cerró:</source>
        <translation>Cómo se cerró:</translation>
    </message>
    <message>
        <source>Dominó de:</source>
        <translation>Dominó de:</translation>
    </message>
    <message>
        <source>para</source>
        <translation>para</translation>
    </message>
    <message>
        <source>&amp;Puntos:</source>
        <translation>&amp;Puntos:</translation>
    </message>
    <message>
        <source>Nadie (sumas iguales)</source>
        <translation>Nadie (sumas iguales)</translation>
    </message>
    <message>
        <source>Mano n.º {hand}</source>
        <translation>Mano n.º {hand}</translation>
    </message>
    <message>
        <source>Sin manos por anotar</source>
        <translation>Sin manos por anotar</translation>
    </message>
    <message>
        <source>Infractor:</source>
        <translation>Infractor:</translation>
    </message>
    <message>
        <source>Escriba los puntos de la mano, de 0 a 168, o cuente las fichas.</source>
        <translation>Escriba los puntos de la mano, de 0 a 168, o cuente las fichas.</translation>
    </message>
    <message>
        <source>«{text}» no son unos puntos: escriba un número de 0 a 168.</source>
        <translation>«{text}» no son unos puntos: escriba un número de 0 a 168.</translation>
    </message>
    <message>
        <source>Cuente la mano; después la aprueba el contador (art. 6).</source>
        <translation>Cuente la mano; después la aprueba el contador (art. 6).</translation>
    </message>
    <message>
        <source>nadie</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mano n.º {hand}: {points} puntos para {who}&lt;/b&gt; ({end}).</source>
        <translation>&lt;b&gt;Mano n.º {hand}: {points} puntos para {who}&lt;/b&gt; ({end}).</translation>
    </message>
    <message>
        <source>✔ Aprobada por {names}.</source>
        <translation>✔ Aprobada por {names}.</translation>
    </message>
    <message>
        <source>Falta la aprobación de {names}.</source>
        <translation>Falta la aprobación de {names}.</translation>
    </message>
    <message>
        <source>Aprueba {who}</source>
        <translation>Aprueba {who}</translation>
    </message>
    <message>
        <source>el árbitro</source>
        <translation>el árbitro</translation>
    </message>
    <message>
        <source> y </source>
        <translation> y </translation>
    </message>
    <message>
        <source> o </source>
        <translation> o </translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Manual de Delegado</source>
        <translation>Manual de Delegado</translation>
    </message>
    <message>
        <source>← A&amp;trás</source>
        <translation>← A&amp;trás</translation>
    </message>
    <message>
        <source>A&amp;delante →</source>
        <translation>A&amp;delante →</translation>
    </message>
    <message>
        <source>Í&amp;ndice</source>
        <translation>Í&amp;ndice</translation>
    </message>
    <message>
        <source>No se encuentra el manual en esta instalación ({path}). Está también en la carpeta {folder} del programa.</source>
        <translation>No se encuentra el manual en esta instalación ({path}). Está también en la carpeta {folder} del programa.</translation>
    </message>
</context>
<context>
    <name>HojaStep</name>
    <message>
        <source>Mesa de la hoja</source>
        <translation>Mesa de la hoja</translation>
    </message>
    <message>
        <source>Partida de la hoja</source>
        <translation>Partida de la hoja</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Sale</translation>
    </message>
    <message>
        <source>Cierre</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Gana</source>
        <translation>Gana</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Visitante</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>Aprueba</source>
        <translation>Aprueba</translation>
    </message>
    <message>
        <source>Manos de la hoja</source>
        <translation>Manos de la hoja</translation>
    </message>
    <message>
        <source>Tanteo de la partida</source>
        <translation>Tanteo de la partida</translation>
    </message>
    <message>
        <source>Sus&amp;titución…</source>
        <translation>Sus&amp;titución…</translation>
    </message>
    <message>
        <source>Sus&amp;pender…</source>
        <translation>Sus&amp;pender…</translation>
    </message>
    <message>
        <source>&amp;Reanudar</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>A&amp;bandono…</source>
        <translation>A&amp;bandono…</translation>
    </message>
    <message>
        <source>&amp;Mesa:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>Pa&amp;rtida:</source>
        <translation>Pa&amp;rtida:</translation>
    </message>
    <message>
        <source>mesa {table} partida {partida}</source>
        <translation>mesa {table} partida {partida}</translation>
    </message>
    <message>
        <source>Sin terminar: {partidas}</source>
        <translation>Sin terminar: {partidas}</translation>
    </message>
    <message>
        <source>Sorteo de asientos pendiente en esta mesa (paso anterior).</source>
        <translation>Sorteo de asientos pendiente en esta mesa (paso anterior).</translation>
    </message>
    <message>
        <source>a {target}</source>
        <translation>a {target}</translation>
    </message>
    <message>
        <source> (infractor {seat})</source>
        <translation> (infractor {seat})</translation>
    </message>
    <message>
        <source> · fichas contadas</source>
        <translation> · fichas contadas</translation>
    </message>
    <message>
        <source>árbitro</source>
        <translation>árbitro</translation>
    </message>
    <message>
        <source>El sustituto ocupa el asiento, el número y el papel del jugador al que sustituye. Indique la causa justificada de la ausencia.</source>
        <translation>El sustituto ocupa el asiento, el número y el papel del jugador al que sustituye. Indique la causa justificada de la ausencia.</translation>
    </message>
    <message>
        <source>Sin juez árbitro, la sustitución se anota con el nombre de los dos capitanes y la decide el Comité.</source>
        <translation>Sin juez árbitro, la sustitución se anota con el nombre de los dos capitanes y la decide el Comité.</translation>
    </message>
    <message>
        <source>Con el permiso del juez árbitro {name}.</source>
        <translation>Con el permiso del juez árbitro {name}.</translation>
    </message>
    <message>
        <source>Sustitución (art. 20)</source>
        <translation>Sustitución (art. 20)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{home} {home_points} – {away_points} {away}&lt;/b&gt; · partida a {target} · {status}</source>
        <translation>&lt;b&gt;{home} {home_points} – {away_points} {away}&lt;/b&gt; · partida a {target} · {status}</translation>
    </message>
    <message>
        <source>Mano n.º {hand}: sale {seat}, {salidor} (n.º 1). Anota {annotator}; cuenta {counter}.</source>
        <translation>Mano n.º {hand}: sale {seat}, {salidor} (n.º 1). Anota {annotator}; cuenta {counter}.</translation>
    </message>
    <message>
        <source>el árbitro</source>
        <translation>el árbitro</translation>
    </message>
    <message>
        <source>Números de la mano n.º {hand}</source>
        <translation>Números de la mano n.º {hand}</translation>
    </message>
    <message>
        <source>Partida terminada</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Suspensión (art. 20)</source>
        <translation>Suspensión (art. 20)</translation>
    </message>
    <message>
        <source>Solo por una circunstancia excepcional imprevisible; se anota con el marcador.</source>
        <translation>Solo por una circunstancia excepcional imprevisible; se anota con el marcador.</translation>
    </message>
</context>
<context>
    <name>HolidaysDialog</name>
    <message>
        <source>Festivos del club</source>
        <translation>Festivos del club</translation>
    </message>
    <message>
        <source>Los plazos en días hábiles ya saltan los festivos nacionales, los de Canarias y el insular de Tenerife (2 de febrero). Añada aquí los festivos locales de su municipio: cuentan como no hábiles en los plazos de todas sus actas.</source>
        <translation>Los plazos en días hábiles ya saltan los festivos nacionales, los de Canarias y el insular de Tenerife (2 de febrero). Añada aquí los festivos locales de su municipio: cuentan como no hábiles en los plazos de todas sus actas.</translation>
    </message>
    <message>
        <source>Fecha</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Festivo</source>
        <translation>Festivo</translation>
    </message>
    <message>
        <source>Fecha del festivo</source>
        <translation>Fecha del festivo</translation>
    </message>
    <message>
        <source>dd/mm/aaaa</source>
        <translation>dd/mm/aaaa</translation>
    </message>
    <message>
        <source>Nombre del festivo</source>
        <translation>Nombre del festivo</translation>
    </message>
    <message>
        <source>Fiestas patronales</source>
        <translation>Fiestas patronales</translation>
    </message>
    <message>
        <source>&amp;Añadir</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>&amp;Quitar el seleccionado</source>
        <translation>&amp;Quitar el seleccionado</translation>
    </message>
    <message>
        <source>Errores</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>&amp;Fecha:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Escriba la fecha del festivo (dd/mm/aaaa).</source>
        <translation>Escriba la fecha del festivo (dd/mm/aaaa).</translation>
    </message>
    <message>
        <source>Elija en la lista el festivo que quiere quitar.</source>
        <translation>Elija en la lista el festivo que quiere quitar.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Bienvenido a Delegado</source>
        <translation>Bienvenido a Delegado</translation>
    </message>
    <message>
        <source>&amp;Crear mi club…</source>
        <translation>&amp;Crear mi club…</translation>
    </message>
    <message>
        <source>&amp;Nuevo equipo…</source>
        <translation>&amp;Nuevo equipo…</translation>
    </message>
    <message>
        <source>Crear co&amp;mpetición…</source>
        <translation>Crear co&amp;mpetición…</translation>
    </message>
    <message>
        <source>Importar archivo de la &amp;liga…</source>
        <translation>Importar archivo de la &amp;liga…</translation>
    </message>
    <message>
        <source>&amp;Generar calendario…</source>
        <translation>&amp;Generar calendario…</translation>
    </message>
    <message>
        <source>Importar ca&amp;lendario…</source>
        <translation>Importar ca&amp;lendario…</translation>
    </message>
    <message>
        <source>Importar mi lista de &amp;jugadores…</source>
        <translation>Importar mi lista de &amp;jugadores…</translation>
    </message>
    <message>
        <source>1. Mi club</source>
        <translation>1. Mi club</translation>
    </message>
    <message>
        <source>Nombre, localidad y dirección del local de juego.</source>
        <translation>Nombre, localidad y dirección del local de juego.</translation>
    </message>
    <message>
        <source>2. Mis equipos</source>
        <translation>2. Mis equipos</translation>
    </message>
    <message>
        <source>El equipo A y sus filiales, de ajedrez o de dominó; si juegan en casa los domingos.</source>
        <translation>El equipo A y sus filiales, de ajedrez o de dominó; si juegan en casa los domingos.</translation>
    </message>
    <message>
        <source>3. Competiciones</source>
        <translation>3. Competiciones</translation>
    </message>
    <message>
        <source>Créela con sus ajustes y sus equipos rivales, o importe el archivo de la liga que le envíe otro delegado o la Federación.</source>
        <translation>Créela con sus ajustes y sus equipos rivales, o importe el archivo de la liga que le envíe otro delegado o la Federación.</translation>
    </message>
    <message>
        <source>4. Calendario</source>
        <translation>4. Calendario</translation>
    </message>
    <message>
        <source>Generado del sorteo, o importado del que publica la Federación.</source>
        <translation>Generado del sorteo, o importado del que publica la Federación.</translation>
    </message>
    <message>
        <source>5. Mi lista de jugadores</source>
        <translation>5. Mi lista de jugadores</translation>
    </message>
    <message>
        <source>En orden de fuerza (art. 18.2), de un archivo CSV o Excel.</source>
        <translation>En orden de fuerza (art. 18.2), de un archivo CSV o Excel.</translation>
    </message>
    <message>
        <source>Saltar</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Saltar el paso «{step}»</source>
        <translation>Saltar el paso «{step}»</translation>
    </message>
    <message>
        <source>Cargar la temporada de &amp;demostración</source>
        <translation>Cargar la temporada de &amp;demostración</translation>
    </message>
    <message>
        <source>Abrir mi &amp;próximo encuentro</source>
        <translation>Abrir mi &amp;próximo encuentro</translation>
    </message>
    <message>
        <source>Cerrar la guía</source>
        <translation>Cerrar la guía</translation>
    </message>
    <message>
        <source>Hecho</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Saltado: puede hacerlo cuando quiera</source>
        <translation>Saltado: puede hacerlo cuando quiera</translation>
    </message>
    <message>
        <source>Pendiente</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Todo listo. Abra su próximo encuentro para preparar la alineación.</source>
        <translation>Todo listo. Abra su próximo encuentro para preparar la alineación.</translation>
    </message>
    <message>
        <source>Quedan pasos saltados: hágalos cuando quiera, aquí o en las otras pantallas.</source>
        <translation>Quedan pasos saltados: hágalos cuando quiera, aquí o en las otras pantallas.</translation>
    </message>
    <message>
        <source>Prepare su temporada real en cinco pasos; puede saltar uno y volver a él cuando quiera. O cargue la temporada de demostración para conocer la aplicación.</source>
        <translation>Prepare su temporada real en cinco pasos; puede saltar uno y volver a él cuando quiera. O cargue la temporada de demostración para conocer la aplicación.</translation>
    </message>
    <message>
        <source>Fecha</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Próximos encuentros</source>
        <translation>Próximos encuentros</translation>
    </message>
    <message>
        <source>Doble clic: abrir el acta del encuentro</source>
        <translation>Doble clic: abrir el acta del encuentro</translation>
    </message>
    <message>
        <source>&amp;Guía de primeros pasos</source>
        <translation>&amp;Guía de primeros pasos</translation>
    </message>
    <message>
        <source>Próximo encuentro</source>
        <translation>Próximo encuentro</translation>
    </message>
    <message>
        <source>Próximos encuentros de mis equipos</source>
        <translation>Próximos encuentros de mis equipos</translation>
    </message>
    <message>
        <source>ninguno marcado como propio</source>
        <translation>ninguno marcado como propio</translation>
    </message>
    <message numerus="yes">
        <source>%n club(es)</source>
        <translation>
            <numerusform>%n club</numerusform>
            <numerusform>%n clubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jugador(es)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n competición(es)</source>
        <translation>
            <numerusform>%n competición</numerusform>
            <numerusform>%n competiciones</numerusform>
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
        <translation>Abrir el &amp;próximo encuentro: {home} – {away} · {when}</translation>
    </message>
    <message>
        <source>No quedan encuentros de mis equipos</source>
        <translation>No quedan encuentros de mis equipos</translation>
    </message>
    <message>
        <source>Plazos de las actas de los últimos {days} días</source>
        <translation>Plazos de las actas de los últimos {days} días</translation>
    </message>
    <message>
        <source>Mi club: {names}</source>
        <translation>Mi club: {names}</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Línea</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Licencia</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Apellidos</source>
        <translation>Apellidos</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>DNI/NIE</source>
        <translation>DNI/NIE</translation>
    </message>
    <message>
        <source>Nacimiento</source>
        <translation>Nacimiento</translation>
    </message>
    <message>
        <source>ELO Canario</source>
        <translation>ELO Canario</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Acción</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Importar lista de jugadores — {club}</source>
        <translation>Importar lista de jugadores — {club}</translation>
    </message>
    <message>
        <source>Vista previa de la importación</source>
        <translation>Vista previa de la importación</translation>
    </message>
    <message>
        <source>Problemas encontrados</source>
        <translation>Problemas encontrados</translation>
    </message>
    <message>
        <source>&amp;Importar</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source> (CSV, {encoding}, separador: {delimiter})</source>
        <translation> (CSV, {encoding}, separador: {delimiter})</translation>
    </message>
    <message>
        <source> (Excel, hoja «{sheet}»)</source>
        <translation> (Excel, hoja «{sheet}»)</translation>
    </message>
    <message>
        <source>{total}: {added} y {updated}.</source>
        <translation>{total}: {added} y {updated}.</translation>
    </message>
    <message numerus="yes">
        <source>%n jugador(es)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nuevo(s)</source>
        <translation>
            <numerusform>%n nuevo</numerusform>
            <numerusform>%n nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actualizado(s)</source>
        <translation>
            <numerusform>%n actualizado</numerusform>
            <numerusform>%n actualizados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problema(s)&lt;/b&gt;: corríjalo(s) en el archivo y vuelva a importarlo.</source>
        <translation>
            <numerusform>&lt;b&gt;%n problema&lt;/b&gt;: corríjalo en el archivo y vuelva a importarlo.</numerusform>
            <numerusform>&lt;b&gt;%n problemas&lt;/b&gt;: corríjalos en el archivo y vuelva a importarlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>{kept} jugadores del club no figuran en el archivo: se mantienen, a continuación de los importados.</source>
        <translation>{kept} jugadores del club no figuran en el archivo: se mantienen, a continuación de los importados.</translation>
    </message>
    <message>
        <source>No se importará nada hasta que el archivo esté correcto.</source>
        <translation>No se importará nada hasta que el archivo esté correcto.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Correcta</source>
        <translation>Correcta</translation>
    </message>
    <message>
        <source>Nuevo</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Actualiza</source>
        <translation>Actualiza</translation>
    </message>
    <message>
        <source>Sin problemas: el archivo se puede importar.</source>
        <translation>Sin problemas: el archivo se puede importar.</translation>
    </message>
</context>
<context>
    <name>IncidentDialog</name>
    <message>
        <source>Corregir incidencia</source>
        <translation>Corregir incidencia</translation>
    </message>
    <message>
        <source>Nueva incidencia del acta</source>
        <translation>Nueva incidencia del acta</translation>
    </message>
    <message>
        <source>Tipo de incidencia</source>
        <translation>Tipo de incidencia</translation>
    </message>
    <message>
        <source>{title} (art. {rule})</source>
        <translation>{title} (art. {rule})</translation>
    </message>
    <message>
        <source>&amp;Tipo:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>Corrige la entrada de las {time}: {text}</source>
        <translation>Corrige la entrada de las {time}: {text}</translation>
    </message>
    <message>
        <source>{field}:</source>
        <translation>{field}:</translation>
    </message>
    <message>
        <source>{field} (opcional):</source>
        <translation>{field} (opcional):</translation>
    </message>
    <message>
        <source>&amp;Tablero…</source>
        <translation>&amp;Tablero…</translation>
    </message>
    <message>
        <source>Poner la posición en un tablero: {field}</source>
        <translation>Poner la posición en un tablero: {field}</translation>
    </message>
</context>
<context>
    <name>IncidentsStep</name>
    <message>
        <source>Una pulsación por artículo; la mesa y la partida vienen de la Hoja que esté abierta. El registro no se edita. Las caídas de fichas se cuentan por pareja y partida: desde la tercera, el acta recoge el ordinal (art. 19.4).</source>
        <translation>Una pulsación por artículo; la mesa y la partida vienen de la Hoja que esté abierta. El registro no se edita. Las caídas de fichas se cuentan por pareja y partida: desde la tercera, el acta recoge el ordinal (art. 19.4).</translation>
    </message>
    <message>
        <source>Incidencia {article}: {title}</source>
        <translation>Incidencia {article}: {title}</translation>
    </message>
    <message>
        <source>Incidencias del acta</source>
        <translation>Incidencias del acta</translation>
    </message>
    <message>
        <source>Mesa</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Partida</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Pareja</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Veces</source>
        <translation>Veces</translation>
    </message>
    <message>
        <source>En el acta (art. 19.4)</source>
        <translation>En el acta (art. 19.4)</translation>
    </message>
    <message>
        <source>Caídas de fichas por pareja y partida</source>
        <translation>Caídas de fichas por pareja y partida</translation>
    </message>
    <message>
        <source>Caídas de fichas por pareja y partida (art. 19.4)</source>
        <translation>Caídas de fichas por pareja y partida (art. 19.4)</translation>
    </message>
    <message>
        <source>Sí, la {ordinal} vez</source>
        <comment>también {count}: el número de la vez</comment>
        <translation>Sí, la {ordinal} vez</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message numerus="yes">
        <source>%n anotada(s)</source>
        <translation>
            <numerusform>%n anotada</numerusform>
            <numerusform>%n anotadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Acta</source>
        <translation>Acta</translation>
    </message>
    <message>
        <source>Abandono</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <source>Esa partida todavía no ha empezado.</source>
        <translation>Esa partida todavía no ha empezado.</translation>
    </message>
    <message>
        <source>&amp;Nueva incidencia…</source>
        <translation>&amp;Nueva incidencia…</translation>
    </message>
    <message>
        <source>&amp;Corregir…</source>
        <translation>&amp;Corregir…</translation>
    </message>
    <message>
        <source>&amp;Anular…</source>
        <translation>&amp;Anular…</translation>
    </message>
    <message>
        <source>El registro no se puede editar: una corrección es una entrada nueva que apunta a la que corrige. La hora se anota sola.</source>
        <translation>El registro no se puede editar: una corrección es una entrada nueva que apunta a la que corrige. La hora se anota sola.</translation>
    </message>
    <message>
        <source> (corrige la n.º {number})</source>
        <translation> (corrige la n.º {number})</translation>
    </message>
    <message>
        <source>n.º {number} · {time} · art. {rule} · {title}{corrects}: {text}</source>
        <translation>n.º {number} · {time} · art. {rule} · {title}{corrects}: {text}</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <source>Seleccione primero la incidencia.</source>
        <translation>Seleccione primero la incidencia.</translation>
    </message>
</context>
<context>
    <name>LeagueExportDialog</name>
    <message>
        <source>Exportar archivo de la liga</source>
        <translation>Exportar archivo de la liga</translation>
    </message>
    <message>
        <source>«{name}» ({season}): los clubes, los equipos con su local y su delegado, los ajustes y el calendario. Los demás delegados lo importan en su base de datos sin escribir nada.</source>
        <translation>«{name}» ({season}): los clubes, los equipos con su local y su delegado, los ajustes y el calendario. Los demás delegados lo importan en su base de datos sin escribir nada.</translation>
    </message>
    <message>
        <source>Incluir las &amp;listas de jugadores de los clubes</source>
        <translation>Incluir las &amp;listas de jugadores de los clubes</translation>
    </message>
    <message>
        <source>&amp;Exportar…</source>
        <translation>&amp;Exportar…</translation>
    </message>
</context>
<context>
    <name>LeagueFile</name>
    <message>
        <source>Exportar archivo de la liga</source>
        <translation>Exportar archivo de la liga</translation>
    </message>
    <message>
        <source>Archivo de la liga (*.liga.json)</source>
        <translation>Archivo de la liga (*.liga.json)</translation>
    </message>
    <message>
        <source>Archivo de la liga no exportado</source>
        <translation>Archivo de la liga no exportado</translation>
    </message>
    <message>
        <source>Archivo de la liga exportado</source>
        <translation>Archivo de la liga exportado</translation>
    </message>
    <message>
        <source>«{competition}» guardada en «{file}».</source>
        <translation>«{competition}» guardada en «{file}».</translation>
    </message>
</context>
<context>
    <name>LeagueImportDialog</name>
    <message>
        <source>Importar archivo de la liga</source>
        <translation>Importar archivo de la liga</translation>
    </message>
    <message>
        <source>Cambios que se harán</source>
        <translation>Cambios que se harán</translation>
    </message>
    <message>
        <source>Problemas encontrados</source>
        <translation>Problemas encontrados</translation>
    </message>
    <message>
        <source>&amp;Importar</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>(desconocida)</source>
        <translation>(desconocida)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {changes}. Nada se escribe hasta pulsar «Importar»; un acta cerrada no se toca nunca.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {changes}. Nada se escribe hasta pulsar «Importar»; un acta cerrada no se toca nunca.</translation>
    </message>
    <message numerus="yes">
        <source>%n cambio(s)</source>
        <translation>
            <numerusform>%n cambio</numerusform>
            <numerusform>%n cambios</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: el archivo no se puede importar; no se ha cambiado nada.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: el archivo no se puede importar; no se ha cambiado nada.</translation>
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
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when}&lt;br&gt;{home} (local: blancas en los tableros impares) – {away} · {venue}</translation>
    </message>
    <message>
        <source>Nuestra alineación — {team}</source>
        <translation>Nuestra alineación — {team}</translation>
    </message>
    <message>
        <source>Alineación rival — {team}</source>
        <translation>Alineación rival — {team}</translation>
    </message>
</context>
<context>
    <name>LockConfirmation</name>
    <message>
        <source>El acta no está completa</source>
        <translation>El acta no está completa</translation>
    </message>
    <message>
        <source>Esta firma cerraría el acta, pero aún falta:

{problems}

Complételo antes de firmar.</source>
        <translation>Esta firma cerraría el acta, pero aún falta:

{problems}

Complételo antes de firmar.</translation>
    </message>
    <message>
        <source>Cerrar el acta</source>
        <translation>Cerrar el acta</translation>
    </message>
    <message>
        <source>Con esta firma el acta queda cerrada y ya no podrá cambiarse (lo posterior irá en anexos). Quedará así:

{frozen}

¿Firmar y cerrar el acta?</source>
        <translation>Con esta firma el acta queda cerrada y ya no podrá cambiarse (lo posterior irá en anexos). Quedará así:

{frozen}

¿Firmar y cerrar el acta?</translation>
    </message>
</context>
<context>
    <name>MailSettingsDialog</name>
    <message>
        <source>Correo a la federación</source>
        <translation>Correo a la federación</translation>
    </message>
    <message>
        <source>STARTTLS (puerto 587)</source>
        <translation>STARTTLS (puerto 587)</translation>
    </message>
    <message>
        <source>TLS (puerto 465)</source>
        <translation>TLS (puerto 465)</translation>
    </message>
    <message>
        <source>(opcional) imaps://usuario@servidor/INBOX</source>
        <translation>(opcional) imaps://usuario@servidor/INBOX</translation>
    </message>
    <message>
        <source>El buzón del club donde llegan los acuses de recibo de la federación</source>
        <translation>El buzón del club donde llegan los acuses de recibo de la federación</translation>
    </message>
    <message>
        <source>Solo si el certificado de los servidores de correo del club (el SMTP y el buzón de los acuses) no es de una autoridad que el sistema reconozca (uno propio, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se guarda el certificado en la base de datos del club. Déjelo vacío para usar las del sistema</source>
        <translation>Solo si el certificado de los servidores de correo del club (el SMTP y el buzón de los acuses) no es de una autoridad que el sistema reconozca (uno propio, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se guarda el certificado en la base de datos del club. Déjelo vacío para usar las del sistema</translation>
    </message>
    <message>
        <source>&amp;Servidor SMTP:</source>
        <translation>&amp;Servidor SMTP:</translation>
    </message>
    <message>
        <source>&amp;Puerto:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>S&amp;eguridad:</source>
        <translation>S&amp;eguridad:</translation>
    </message>
    <message>
        <source>&amp;Usuario:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;Remitente (el club):</source>
        <translation>&amp;Remitente (el club):</translation>
    </message>
    <message>
        <source>Dirección de la &amp;federación:</source>
        <translation>Dirección de la &amp;federación:</translation>
    </message>
    <message>
        <source>&amp;Buzón de los acuses:</source>
        <translation>&amp;Buzón de los acuses:</translation>
    </message>
</context>
<context>
    <name>MailboxDialog</name>
    <message>
        <source>Leer el buzón</source>
        <translation>Leer el buzón</translation>
    </message>
    <message>
        <source>(la del sistema)</source>
        <translation>(la del sistema)</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>&amp;Buzón:</source>
        <translation>&amp;Buzón:</translation>
    </message>
    <message>
        <source>&amp;Contraseña:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>&amp;Autoridad del servidor:</source>
        <translation>&amp;Autoridad del servidor:</translation>
    </message>
    <message>
        <source>Autoridad del servidor</source>
        <translation>Autoridad del servidor</translation>
    </message>
    <message>
        <source>Certificados (*.pem *.crt)</source>
        <translation>Certificados (*.pem *.crt)</translation>
    </message>
    <message>
        <source>Escriba la contraseña del buzón.</source>
        <translation>Escriba la contraseña del buzón.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Delegado — {file} (solo lectura)</source>
        <translation>Delegado — {file} (solo lectura)</translation>
    </message>
    <message>
        <source>Delegado — {file}</source>
        <translation>Delegado — {file}</translation>
    </message>
    <message>
        <source>Ay&amp;uda</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>Ayuda</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Club «{name}» creado.</source>
        <translation>Club «{name}» creado.</translation>
    </message>
    <message>
        <source>Temporada de demostración</source>
        <translation>Temporada de demostración</translation>
    </message>
    <message>
        <source>Temporada de demostración cargada.</source>
        <translation>Temporada de demostración cargada.</translation>
    </message>
    <message>
        <source>Delegado</source>
        <translation>Delegado</translation>
    </message>
    <message>
        <source>Secciones</source>
        <translation>Secciones</translation>
    </message>
    <message>
        <source>Inicio</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Competiciones</source>
        <translation>Competiciones</translation>
    </message>
    <message>
        <source>Encuentros</source>
        <translation>Encuentros</translation>
    </message>
    <message>
        <source>Ajustes</source>
        <translation>Ajustes</translation>
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
        <translation>Resultado: {home} {score} {away}</translation>
    </message>
    <message>
        <source>Tablero {board}: {home} – {away}: {result}</source>
        <translation>Tablero {board}: {home} – {away}: {result}</translation>
    </message>
    <message>
        <source>Incidencias: {count}</source>
        <translation>Incidencias: {count}</translation>
    </message>
    <message>
        <source>Acta</source>
        <translation>Acta</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta CERRADA (solo lectura)</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta CERRADA (solo lectura)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta abierta</source>
        <translation>&lt;b&gt;{competition}&lt;/b&gt; · Ronda {round} · {when} · {venue}&lt;br&gt;&lt;span style=&apos;font-size:14pt&apos;&gt;&lt;b&gt;{home} {score} {away}&lt;/b&gt;&lt;/span&gt; · Acta abierta</translation>
    </message>
</context>
<context>
    <name>MatchEditDialog</name>
    <message>
        <source>Editar encuentro — ronda {round}</source>
        <translation>Editar encuentro — ronda {round}</translation>
    </message>
    <message>
        <source>Fecha oficial: {date}</source>
        <translation>Fecha oficial: {date}</translation>
    </message>
    <message>
        <source>Fecha y hora oficiales</source>
        <translation>Fecha y hora oficiales</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Corrige el calendario (una errata, un cambio publicado por la Federación). Para aplazar un encuentro use «Cambiar fecha…» (arts. 6.2 y 6.3).</source>
        <translation>Corrige el calendario (una errata, un cambio publicado por la Federación). Para aplazar un encuentro use «Cambiar fecha…» (arts. 6.2 y 6.3).</translation>
    </message>
    <message>
        <source>&amp;Fecha y hora:</source>
        <translation>&amp;Fecha y hora:</translation>
    </message>
    <message>
        <source>&amp;Lugar:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <source>Indique la fecha y la hora.</source>
        <translation>Indique la fecha y la hora.</translation>
    </message>
</context>
<context>
    <name>MatchesScreen</name>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Solo los encuentros de &amp;mis equipos</source>
        <translation>Solo los encuentros de &amp;mis equipos</translation>
    </message>
    <message>
        <source>Ronda</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Fecha y hora</source>
        <translation>Fecha y hora</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Visitante</source>
        <translation>Visitante</translation>
    </message>
    <message>
        <source>Lugar</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Plazos</source>
        <translation>Plazos</translation>
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
        <translation>Preparar la alineación propia y anotar la del rival</translation>
    </message>
    <message>
        <source>Acta del &amp;encuentro…</source>
        <translation>Acta del &amp;encuentro…</translation>
    </message>
    <message>
        <source>Guía del día de partido: documentación, comienzo, resultados, incidencias y firmas</source>
        <translation>Guía del día de partido: documentación, comienzo, resultados, incidencias y firmas</translation>
    </message>
    <message>
        <source>Enviar a la &amp;federación…</source>
        <translation>Enviar a la &amp;federación…</translation>
    </message>
    <message>
        <source>Pone el acta firmada en la bandeja de salida y la envía por correo</source>
        <translation>Pone el acta firmada en la bandeja de salida y la envía por correo</translation>
    </message>
    <message>
        <source>Cargar ac&amp;use…</source>
        <translation>Cargar ac&amp;use…</translation>
    </message>
    <message>
        <source>Comprueba un acuse de recibo de la federación guardado en un archivo</source>
        <translation>Comprueba un acuse de recibo de la federación guardado en un archivo</translation>
    </message>
    <message>
        <source>Leer acuses del &amp;buzón…</source>
        <translation>Leer acuses del &amp;buzón…</translation>
    </message>
    <message>
        <source>Lee y comprueba los acuses de recibo que la federación envió al club</source>
        <translation>Lee y comprueba los acuses de recibo que la federación envió al club</translation>
    </message>
    <message>
        <source>Enviar al delegado &amp;visitante…</source>
        <translation>Enviar al delegado &amp;visitante…</translation>
    </message>
    <message>
        <source>Guarda una copia del acta que usted firmó para que el visitante la firme</source>
        <translation>Guarda una copia del acta que usted firmó para que el visitante la firme</translation>
    </message>
    <message>
        <source>Guardar una &amp;copia…</source>
        <translation>Guardar una &amp;copia…</translation>
    </message>
    <message>
        <source>Por &amp;correo…</source>
        <translation>Por &amp;correo…</translation>
    </message>
    <message>
        <source>Firmar un acta &amp;recibida…</source>
        <translation>Firmar un acta &amp;recibida…</translation>
    </message>
    <message>
        <source>Abre el acta que le envió el otro club, la comprueba, la firma y la envía</source>
        <translation>Abre el acta que le envió el otro club, la comprueba, la firma y la envía</translation>
    </message>
    <message>
        <source>&amp;Competición:</source>
        <translation>&amp;Competición:</translation>
    </message>
    <message>
        <source>Todas</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>{name} ({season}, archivada)</source>
        <translation>{name} ({season}, archivada)</translation>
    </message>
    <message>
        <source>Su día pasó y el encuentro no tiene acta: anote el resultado o, si se aplazó, su nueva fecha (Competiciones, «Cambiar fecha…»).</source>
        <translation>Su día pasó y el encuentro no tiene acta: anote el resultado o, si se aplazó, su nueva fecha (Competiciones, «Cambiar fecha…»).</translation>
    </message>
    <message>
        <source>Pendiente de envío</source>
        <translation>Pendiente de envío</translation>
    </message>
    <message>
        <source>Enviada el {time}</source>
        <translation>Enviada el {time}</translation>
    </message>
    <message>
        <source>Recibida por la federación el {time}, aceptada</source>
        <translation>Recibida por la federación el {time}, aceptada</translation>
    </message>
    <message>
        <source>Rechazada ({reason})</source>
        <translation>Rechazada ({reason})</translation>
    </message>
    <message>
        <source>Rechazada</source>
        <translation>Rechazada</translation>
    </message>
    <message>
        <source>Recibida por la federación el {time}</source>
        <translation>Recibida por la federación el {time}</translation>
    </message>
    <message>
        <source>Motivo: {reason}</source>
        <translation>Motivo: {reason}</translation>
    </message>
    <message>
        <source>Corrija el acta y envíela de nuevo: será otro archivo.</source>
        <translation>Corrija el acta y envíela de nuevo: será otro archivo.</translation>
    </message>
    <message>
        <source>Último intento: {error}</source>
        <translation>Último intento: {error}</translation>
    </message>
    <message>
        <source>Acuse {number}</source>
        <translation>Acuse {number}</translation>
    </message>
    <message>
        <source>VENCIDO: {articles}</source>
        <translation>VENCIDO: {articles}</translation>
    </message>
    <message>
        <source>«{home} – {away}» es de una temporada archivada: solo se puede consultar, y no tiene acta.</source>
        <translation>«{home} – {away}» es de una temporada archivada: solo se puede consultar, y no tiene acta.</translation>
    </message>
    <message>
        <source>Alineaciones</source>
        <translation>Alineaciones</translation>
    </message>
    <message>
        <source>Acta del encuentro</source>
        <translation>Acta del encuentro</translation>
    </message>
</context>
<context>
    <name>MoveMatchDialog</name>
    <message>
        <source>Cambiar fecha — ronda {round}</source>
        <translation>Cambiar fecha — ronda {round}</translation>
    </message>
    <message>
        <source>Fecha oficial: {date}</source>
        <translation>Fecha oficial: {date}</translation>
    </message>
    <message>
        <source>Nueva fecha y hora</source>
        <translation>Nueva fecha y hora</translation>
    </message>
    <message>
        <source>Pedido por escrito a la Federación el</source>
        <translation>Pedido por escrito a la Federación el</translation>
    </message>
    <message>
        <source>Fecha de la petición a la Federación</source>
        <translation>Fecha de la petición a la Federación</translation>
    </message>
    <message>
        <source>Los dos equipos están de acuerdo</source>
        <translation>Los dos equipos están de acuerdo</translation>
    </message>
    <message>
        <source>El cambio se guarda aunque no cumpla los arts. 6.2 y 6.3; los avisos se muestran después y decide el Comité de Competición. La fecha oficial no cambia.</source>
        <translation>El cambio se guarda aunque no cumpla los arts. 6.2 y 6.3; los avisos se muestran después y decide el Comité de Competición. La fecha oficial no cambia.</translation>
    </message>
    <message>
        <source>&amp;Nueva fecha y hora:</source>
        <translation>&amp;Nueva fecha y hora:</translation>
    </message>
    <message>
        <source>&amp;Guardar</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Cancelar</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Fecha no cambiada</source>
        <translation>Fecha no cambiada</translation>
    </message>
</context>
<context>
    <name>NewSeasonDialog</name>
    <message>
        <source>Nueva temporada</source>
        <translation>Nueva temporada</translation>
    </message>
    <message>
        <source>Temporada que termina</source>
        <translation>Temporada que termina</translation>
    </message>
    <message>
        <source>Se crean las competiciones de la temporada nueva con los mismos ajustes y equipos, sin calendario; las listas de jugadores siguen en el club. La temporada anterior queda archivada: se puede consultar, con sus actas, pero no cambiar.</source>
        <translation>Se crean las competiciones de la temporada nueva con los mismos ajustes y equipos, sin calendario; las listas de jugadores siguen en el club. La temporada anterior queda archivada: se puede consultar, con sus actas, pero no cambiar.</translation>
    </message>
    <message>
        <source>&amp;Crear temporada</source>
        <translation>&amp;Crear temporada</translation>
    </message>
    <message>
        <source>&amp;Desde:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <source>Temporada nueva:</source>
        <translation>Temporada nueva:</translation>
    </message>
    <message>
        <source>Temporada {season}: {competitions} y {teams}.</source>
        <translation>Temporada {season}: {competitions} y {teams}.</translation>
    </message>
    <message numerus="yes">
        <source>%n competición(es)</source>
        <translation>
            <numerusform>%n competición</numerusform>
            <numerusform>%n competiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n equipo(s)</source>
        <translation>
            <numerusform>%n equipo</numerusform>
            <numerusform>%n equipos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfficeHelp</name>
    <message>
        <source>Manual de la oficina</source>
        <translation>Manual de la oficina</translation>
    </message>
</context>
<context>
    <name>OutboxReceipts</name>
    <message>
        <source>No hay registro federativo instalado: sin él no se puede comprobar que el acuse es de la federación. Instálelo en Ajustes → Registro federativo.</source>
        <translation>No hay registro federativo instalado: sin él no se puede comprobar que el acuse es de la federación. Instálelo en Ajustes → Registro federativo.</translation>
    </message>
    <message>
        <source>Cargar acuse de recibo</source>
        <translation>Cargar acuse de recibo</translation>
    </message>
    <message>
        <source>Acuses de recibo (*.pdf)</source>
        <translation>Acuses de recibo (*.pdf)</translation>
    </message>
    <message>
        <source>Leer acuses del buzón</source>
        <translation>Leer acuses del buzón</translation>
    </message>
    <message>
        <source>Indique el buzón de los acuses en Ajustes → Correo…, o cargue el acuse desde un archivo («Cargar acuse…»).</source>
        <translation>Indique el buzón de los acuses en Ajustes → Correo…, o cargue el acuse desde un archivo («Cargar acuse…»).</translation>
    </message>
    <message>
        <source>{file}: rechazada por la federación ({reason})</source>
        <translation>{file}: rechazada por la federación ({reason})</translation>
    </message>
    <message>
        <source>{file}: recibida por la federación el {time}, aceptada</source>
        <translation>{file}: recibida por la federación el {time}, aceptada</translation>
    </message>
    <message>
        <source>No hay acuses de recibo en el buzón.</source>
        <translation>No hay acuses de recibo en el buzón.</translation>
    </message>
    <message>
        <source>Acuses ya leídos antes: {count}.</source>
        <translation>Acuses ya leídos antes: {count}.</translation>
    </message>
    <message>
        <source>Leyendo el buzón de los acuses…</source>
        <translation>Leyendo el buzón de los acuses…</translation>
    </message>
    <message>
        <source>No se ha podido terminar de leer el buzón: {reason}</source>
        <translation>No se ha podido terminar de leer el buzón: {reason}</translation>
    </message>
</context>
<context>
    <name>OutboxRetry</name>
    <message>
        <source>Reintentando el envío de las actas pendientes…</source>
        <translation>Reintentando el envío de las actas pendientes…</translation>
    </message>
</context>
<context>
    <name>OutboxSend</name>
    <message>
        <source>Enviar a la federación</source>
        <translation>Enviar a la federación</translation>
    </message>
    <message>
        <source>Acta firmada (*.pdf)</source>
        <translation>Acta firmada (*.pdf)</translation>
    </message>
    <message>
        <source>El acta queda pendiente de envío: falta configurar el correo en Ajustes.</source>
        <translation>El acta queda pendiente de envío: falta configurar el correo en Ajustes.</translation>
    </message>
    <message>
        <source>Contraseña de {user} en {host}:</source>
        <translation>Contraseña de {user} en {host}:</translation>
    </message>
    <message>
        <source>El acta queda pendiente de envío.</source>
        <translation>El acta queda pendiente de envío.</translation>
    </message>
    <message>
        <source>No se ha podido enviar; el acta sigue pendiente de envío:
{reason}</source>
        <translation>No se ha podido enviar; el acta sigue pendiente de envío:
{reason}</translation>
    </message>
    <message>
        <source>Enviada a {address}.</source>
        <translation>Enviada a {address}.</translation>
    </message>
    <message>
        <source>Enviando a la federación por correo…</source>
        <translation>Enviando a la federación por correo…</translation>
    </message>
    <message>
        <source>Hay un envío de correo en curso: espere a que termine e inténtelo de nuevo.</source>
        <translation>Hay un envío de correo en curso: espere a que termine e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>El envío se ha interrumpido; lo que no se envió sigue pendiente de envío:
{reason}</source>
        <translation>El envío se ha interrumpido; lo que no se envió sigue pendiente de envío:
{reason}</translation>
    </message>
</context>
<context>
    <name>OwnTeamDialog</name>
    <message>
        <source>Inscribir un equipo de mi club</source>
        <translation>Inscribir un equipo de mi club</translation>
    </message>
    <message>
        <source>Equipo de mi club</source>
        <translation>Equipo de mi club</translation>
    </message>
    <message>
        <source>Su club no tiene equipos de esta modalidad sin inscribir. Cree el equipo en la pantalla Club («Añadir equipo…») y vuelva aquí. Si el equipo es de la otra sección de su club, marque ese club como suyo («Editar club…», «Es mi club»).</source>
        <translation>Su club no tiene equipos de esta modalidad sin inscribir. Cree el equipo en la pantalla Club («Añadir equipo…») y vuelva aquí. Si el equipo es de la otra sección de su club, marque ese club como suyo («Editar club…», «Es mi club»).</translation>
    </message>
    <message>
        <source>&amp;Equipo:</source>
        <translation>&amp;Equipo:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Editar jugador</source>
        <translation>Editar jugador</translation>
    </message>
    <message>
        <source>Nuevo jugador</source>
        <translation>Nuevo jugador</translation>
    </message>
    <message>
        <source>(sin equipo)</source>
        <translation>(sin equipo)</translation>
    </message>
    <message>
        <source>Ampliación de lista (art. 10.1)</source>
        <translation>Ampliación de lista (art. 10.1)</translation>
    </message>
    <message>
        <source>Fecha de presentación de la ampliación</source>
        <translation>Fecha de presentación de la ampliación</translation>
    </message>
    <message>
        <source>&amp;Presentada el:</source>
        <translation>&amp;Presentada el:</translation>
    </message>
    <message>
        <source>Viene de &amp;otro club (art. 10.3)</source>
        <translation>Viene de &amp;otro club (art. 10.3)</translation>
    </message>
    <message>
        <source>Traspaso desde otro club (art. 10.3)</source>
        <translation>Traspaso desde otro club (art. 10.3)</translation>
    </message>
    <message>
        <source>Club de procedencia</source>
        <translation>Club de procedencia</translation>
    </message>
    <message>
        <source>Ha sido alineado esta temporada con ese club</source>
        <translation>Ha sido alineado esta temporada con ese club</translation>
    </message>
    <message>
        <source>Los dos clubes están de acuerdo</source>
        <translation>Los dos clubes están de acuerdo</translation>
    </message>
    <message>
        <source>Cambió su residencia desde fuera de Tenerife</source>
        <translation>Cambió su residencia desde fuera de Tenerife</translation>
    </message>
    <message>
        <source>Ha jugado partidas esta temporada</source>
        <translation>Ha jugado partidas esta temporada</translation>
    </message>
    <message>
        <source>Club de &amp;procedencia:</source>
        <translation>Club de &amp;procedencia:</translation>
    </message>
    <message>
        <source>Cumple las condiciones del art. 10.3; se registran con el jugador.</source>
        <translation>Cumple las condiciones del art. 10.3; se registran con el jugador.</translation>
    </message>
    <message>
        <source>Se coloca en la lista con el n.º {number}, por su ELO Canario.</source>
        <translation>Se coloca en la lista con el n.º {number}, por su ELO Canario.</translation>
    </message>
    <message>
        <source>Plazo de ampliación de «{competition}»: {date}.</source>
        <translation>Plazo de ampliación de «{competition}»: {date}.</translation>
    </message>
    <message>
        <source>Fecha de presentación: escriba dd/mm/aaaa.</source>
        <translation>Fecha de presentación: escriba dd/mm/aaaa.</translation>
    </message>
    <message>
        <source>Indique el club de procedencia (art. 10.3).</source>
        <translation>Indique el club de procedencia (art. 10.3).</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Apellidos:</source>
        <translation>&amp;Apellidos:</translation>
    </message>
    <message>
        <source>&amp;Licencia:</source>
        <translation>&amp;Licencia:</translation>
    </message>
    <message>
        <source>&amp;DNI/NIE:</source>
        <translation>&amp;DNI/NIE:</translation>
    </message>
    <message>
        <source>12345678Z o X1234567L</source>
        <translation>12345678Z o X1234567L</translation>
    </message>
    <message>
        <source>Fecha de na&amp;cimiento:</source>
        <translation>Fecha de na&amp;cimiento:</translation>
    </message>
    <message>
        <source>dd/mm/aaaa</source>
        <translation>dd/mm/aaaa</translation>
    </message>
    <message>
        <source>ELO &amp;Canario:</source>
        <translation>ELO &amp;Canario:</translation>
    </message>
    <message>
        <source>ELO &amp;FIDE:</source>
        <translation>ELO &amp;FIDE:</translation>
    </message>
    <message>
        <source>&amp;Equipo titular:</source>
        <translation>&amp;Equipo titular:</translation>
    </message>
    <message>
        <source>Fecha de a&amp;lta:</source>
        <translation>Fecha de a&amp;lta:</translation>
    </message>
    <message>
        <source>Ac&amp;tivo</source>
        <translation>Ac&amp;tivo</translation>
    </message>
    <message>
        <source>Errores</source>
        <translation>Errores</translation>
    </message>
</context>
<context>
    <name>PlayerListModel</name>
    <message>
        <source>N.º</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Licencia</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Apellidos</source>
        <translation>Apellidos</translation>
    </message>
    <message>
        <source>Nombre</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>DNI/NIE</source>
        <translation>DNI/NIE</translation>
    </message>
    <message>
        <source>Nacimiento</source>
        <translation>Nacimiento</translation>
    </message>
    <message>
        <source>ELO Canario</source>
        <translation>ELO Canario</translation>
    </message>
    <message>
        <source>ELO FIDE</source>
        <translation>ELO FIDE</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Alta</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Activo</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>Baja</source>
        <translation>Baja</translation>
    </message>
</context>
<context>
    <name>PlayerReasonDialog</name>
    <message>
        <source>Jugador</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Entra</source>
        <translation>Entra</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>&amp;Jugador:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Entra:</source>
        <translation>&amp;Entra:</translation>
    </message>
    <message>
        <source>&amp;Motivo:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Capitán &amp;local:</source>
        <translation>Capitán &amp;local:</translation>
    </message>
    <message>
        <source>Capitán &amp;visitante:</source>
        <translation>Capitán &amp;visitante:</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>Disp.</source>
        <translation>Disp.</translation>
    </message>
    <message>
        <source>N.º</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Jugador</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>ELO</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Puede jugar</source>
        <translation>Puede jugar</translation>
    </message>
    <message>
        <source>Disponible para este encuentro</source>
        <translation>Disponible para este encuentro</translation>
    </message>
    <message>
        <source>Jugadores del club</source>
        <translation>Jugadores del club</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>No se puede empezar a imprimir.</source>
        <translation>No se puede empezar a imprimir.</translation>
    </message>
    <message>
        <source>Imprimir</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Para imprimir desde Delegado hace falta el componente pypdfium2, que no está instalado.</source>
        <translation>Para imprimir desde Delegado hace falta el componente pypdfium2, que no está instalado.</translation>
    </message>
    <message>
        <source>¿Abrir el PDF con el visor del sistema para imprimirlo?</source>
        <translation>¿Abrir el PDF con el visor del sistema para imprimirlo?</translation>
    </message>
    <message>
        <source>Guarde el PDF e imprímalo con su visor.</source>
        <translation>Guarde el PDF e imprímalo con su visor.</translation>
    </message>
    <message>
        <source>Imprimir: {title}</source>
        <translation>Imprimir: {title}</translation>
    </message>
    <message>
        <source>No se pudo preparar la impresión.</source>
        <translation>No se pudo preparar la impresión.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ReceiptMailDialog</name>
    <message>
        <source>Ajustes del correo</source>
        <translation>Ajustes del correo</translation>
    </message>
    <message>
        <source>STARTTLS (puerto 587)</source>
        <translation>STARTTLS (puerto 587)</translation>
    </message>
    <message>
        <source>TLS (puerto 465)</source>
        <translation>TLS (puerto 465)</translation>
    </message>
    <message>
        <source>Solo si el certificado del servidor de envío no es de una autoridad que el sistema reconozca (uno propio de la federación, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se guarda en la base de datos, para todos los puestos. Déjelo vacío para usar las del sistema</source>
        <translation>Solo si el certificado del servidor de envío no es de una autoridad que el sistema reconozca (uno propio de la federación, o autofirmado): el certificado (.pem) de la autoridad que lo firmó. Se guarda en la base de datos, para todos los puestos. Déjelo vacío para usar las del sistema</translation>
    </message>
    <message>
        <source>Enviar los acuses por correo al leer el &amp;buzón</source>
        <translation>Enviar los acuses por correo al leer el &amp;buzón</translation>
    </message>
    <message>
        <source>Cada acuse va a la dirección del club que consta en el registro federativo, nunca a la del correo que trajo el acta</source>
        <translation>Cada acuse va a la dirección del club que consta en el registro federativo, nunca a la del correo que trajo el acta</translation>
    </message>
    <message>
        <source>La contraseña no se guarda aquí: el llavero del sistema de este ordenador la guarda cuando el servidor la acepta.</source>
        <translation>La contraseña no se guarda aquí: el llavero del sistema de este ordenador la guarda cuando el servidor la acepta.</translation>
    </message>
    <message>
        <source>La contraseña no se guarda: este ordenador no tiene llavero del sistema, y se pide cada vez que se lee el buzón.</source>
        <translation>La contraseña no se guarda: este ordenador no tiene llavero del sistema, y se pide cada vez que se lee el buzón.</translation>
    </message>
    <message>
        <source>Estos ajustes son los mismos para todos los puestos de la oficina.</source>
        <translation>Estos ajustes son los mismos para todos los puestos de la oficina.</translation>
    </message>
    <message>
        <source>&amp;Servidor de envío (SMTP):</source>
        <translation>&amp;Servidor de envío (SMTP):</translation>
    </message>
    <message>
        <source>&amp;Puerto:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>S&amp;eguridad:</source>
        <translation>S&amp;eguridad:</translation>
    </message>
    <message>
        <source>&amp;Usuario:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;Remitente (la federación):</source>
        <translation>&amp;Remitente (la federación):</translation>
    </message>
</context>
<context>
    <name>ReceiptResend</name>
    <message>
        <source>Reenviar acuses</source>
        <translation>Reenviar acuses</translation>
    </message>
    <message>
        <source>No hay acuses de recibo pendientes de envío.</source>
        <translation>No hay acuses de recibo pendientes de envío.</translation>
    </message>
    <message>
        <source>Ya se están enviando acuses: espere a que termine.</source>
        <translation>Ya se están enviando acuses: espere a que termine.</translation>
    </message>
    <message>
        <source>Enviando los acuses por correo…</source>
        <translation>Enviando los acuses por correo…</translation>
    </message>
    <message>
        <source>Indique primero el servidor de envío en «Ajustes del correo…».</source>
        <translation>Indique primero el servidor de envío en «Ajustes del correo…».</translation>
    </message>
    <message>
        <source>acuses reenviados por correo: {sent} · sin enviar: {unsent}</source>
        <translation>acuses reenviados por correo: {sent} · sin enviar: {unsent}</translation>
    </message>
    <message>
        <source>No se han enviado los acuses: {reason}

Siguen pendientes de envío.</source>
        <translation>No se han enviado los acuses: {reason}

Siguen pendientes de envío.</translation>
    </message>
</context>
<context>
    <name>ReceivedActaDialog</name>
    <message>
        <source>Firmar un acta recibida</source>
        <translation>Firmar un acta recibida</translation>
    </message>
    <message>
        <source>Acta recibida en PDF</source>
        <translation>Acta recibida en PDF</translation>
    </message>
    <message>
        <source>&amp;Abrir…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Abrir el acta recibida</source>
        <translation>Abrir el acta recibida</translation>
    </message>
    <message>
        <source>Abra el acta que le ha enviado el otro club.</source>
        <translation>Abra el acta que le ha enviado el otro club.</translation>
    </message>
    <message>
        <source>Papel</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Firmante</source>
        <translation>Firmante</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Firmada</source>
        <translation>Firmada</translation>
    </message>
    <message>
        <source>Firmas que ya lleva el acta</source>
        <translation>Firmas que ya lleva el acta</translation>
    </message>
    <message>
        <source>Su certificado (.p12)</source>
        <translation>Su certificado (.p12)</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>Elegir su certificado</source>
        <translation>Elegir su certificado</translation>
    </message>
    <message>
        <source>Contraseña del certificado</source>
        <translation>Contraseña del certificado</translation>
    </message>
    <message>
        <source>Firmar como:</source>
        <translation>Firmar como:</translation>
    </message>
    <message>
        <source>Su &amp;certificado:</source>
        <translation>Su &amp;certificado:</translation>
    </message>
    <message>
        <source>Con&amp;traseña:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <source>&amp;Firmar y guardar…</source>
        <translation>&amp;Firmar y guardar…</translation>
    </message>
    <message>
        <source>Enviar a la &amp;federación</source>
        <translation>Enviar a la &amp;federación</translation>
    </message>
    <message>
        <source>Pone el acta firmada en su bandeja de salida y la envía por correo</source>
        <translation>Pone el acta firmada en su bandeja de salida y la envía por correo</translation>
    </message>
    <message>
        <source>Acta (PDF):</source>
        <translation>Acta (PDF):</translation>
    </message>
    <message>
        <source>La primera página del acta se verá aquí.</source>
        <translation>La primera página del acta se verá aquí.</translation>
    </message>
    <message>
        <source>Primera página del acta</source>
        <translation>Primera página del acta</translation>
    </message>
    <message>
        <source>Página que se ve</source>
        <translation>Página que se ve</translation>
    </message>
    <message>
        <source>&amp;Página:</source>
        <translation>&amp;Página:</translation>
    </message>
    <message>
        <source>Sin registro federativo instalado: se comprueba que nada ha cambiado, pero no quién firmó. Instálelo en Ajustes → Registro federativo.</source>
        <translation>Sin registro federativo instalado: se comprueba que nada ha cambiado, pero no quién firmó. Instálelo en Ajustes → Registro federativo.</translation>
    </message>
    <message>
        <source>Quién firma cada papel se comprueba con el registro federativo instalado.</source>
        <translation>Quién firma cada papel se comprueba con el registro federativo instalado.</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {reason}.</source>
        <translation>No se puede leer {file}: {reason}.</translation>
    </message>
    <message>
        <source>Lo firmado hasta ahora se sostiene. Falta la firma de: {who}.</source>
        <translation>Lo firmado hasta ahora se sostiene. Falta la firma de: {who}.</translation>
    </message>
    <message>
        <source>ronda</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>firmante desconocido</source>
        <translation>firmante desconocido</translation>
    </message>
    <message>
        <source>Hora del reloj del ordenador de quien firmó (hora de Canarias)</source>
        <translation>Hora del reloj del ordenador de quien firmó (hora de Canarias)</translation>
    </message>
    <message>
        <source>de {pages}</source>
        <translation>de {pages}</translation>
    </message>
    <message>
        <source>No se puede mostrar la página.</source>
        <translation>No se puede mostrar la página.</translation>
    </message>
    <message>
        <source>Elija su certificado (.p12) para firmar.</source>
        <translation>Elija su certificado (.p12) para firmar.</translation>
    </message>
    <message>
        <source>Escriba la contraseña de su certificado.</source>
        <translation>Escriba la contraseña de su certificado.</translation>
    </message>
    <message>
        <source>Guarde el acta firmada con otro nombre: la recibida se deja como llegó.</source>
        <translation>Guarde el acta firmada con otro nombre: la recibida se deja como llegó.</translation>
    </message>
    <message>
        <source>Firmada y guardada en {file}.</source>
        <translation>Firmada y guardada en {file}.</translation>
    </message>
    <message>
        <source>El acta está completa.</source>
        <translation>El acta está completa.</translation>
    </message>
    <message>
        <source>Enviar a la federación</source>
        <translation>Enviar a la federación</translation>
    </message>
</context>
<context>
    <name>ReceivedPanel</name>
    <message>
        <source>aceptada</source>
        <translation>aceptada</translation>
    </message>
    <message>
        <source>incompleta</source>
        <translation>incompleta</translation>
    </message>
    <message>
        <source>rechazada</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <source>sustituida</source>
        <translation>sustituida</translation>
    </message>
    <message>
        <source>Buscar club, equipo, encuentro o estado</source>
        <translation>Buscar club, equipo, encuentro o estado</translation>
    </message>
    <message>
        <source>Buscar en las actas recibidas</source>
        <translation>Buscar en las actas recibidas</translation>
    </message>
    <message>
        <source>Totales</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Recibida</source>
        <translation>Recibida</translation>
    </message>
    <message>
        <source>Estado</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Encuentro</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Archivo</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Acuse</source>
        <translation>Acuse</translation>
    </message>
    <message>
        <source>Actas recibidas</source>
        <translation>Actas recibidas</translation>
    </message>
    <message>
        <source>Motivo completo del acta seleccionada</source>
        <translation>Motivo completo del acta seleccionada</translation>
    </message>
    <message numerus="yes">
        <source>%n archivos recibidos: aceptadas {a} · incompletas {i} · rechazadas {r}</source>
        <translation>
            <numerusform>%n archivo recibido: aceptadas {a} · incompletas {i} · rechazadas {r}</numerusform>
            <numerusform>%n archivos recibidos: aceptadas {a} · incompletas {i} · rechazadas {r}</numerusform>
        </translation>
    </message>
    <message>
        <source>sustituidas {s}</source>
        <translation>sustituidas {s}</translation>
    </message>
    <message numerus="yes">
        <source>se muestran %n</source>
        <translation>
            <numerusform>se muestra %n</numerusform>
            <numerusform>se muestran %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Seleccione un acta para ver su motivo completo.</source>
        <translation>Seleccione un acta para ver su motivo completo.</translation>
    </message>
    <message>
        <source>Sustituida por «{name}», la misma acta con más firmas: no se verifica de nuevo. Se conserva como constancia de su llegada. Al recibirse: {status}.</source>
        <translation>Sustituida por «{name}», la misma acta con más firmas: no se verifica de nuevo. Se conserva como constancia de su llegada. Al recibirse: {status}.</translation>
    </message>
</context>
<context>
    <name>RegistryDialog</name>
    <message>
        <source>Registro federativo (*.json);;Todos los archivos (*)</source>
        <translation>Registro federativo (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Parte del club para el registro (*.json);;Todos los archivos (*)</source>
        <translation>Parte del club para el registro (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Registro federativo</source>
        <translation>Registro federativo</translation>
    </message>
    <message>
        <source>La federación publica un registro firmado con los certificados que pueden firmar cada papel de las actas de cada club. Con él instalado, Delegado no firma un acta con un certificado que el registro no liga a ese papel.</source>
        <translation>La federación publica un registro firmado con los certificados que pueden firmar cada papel de las actas de cada club. Con él instalado, Delegado no firma un acta con un certificado que el registro no liga a ese papel.</translation>
    </message>
    <message>
        <source>&amp;Instalar un registro firmado…</source>
        <translation>&amp;Instalar un registro firmado…</translation>
    </message>
    <message>
        <source>Registro instalado</source>
        <translation>Registro instalado</translation>
    </message>
    <message>
        <source>&amp;Exportar la parte del club…</source>
        <translation>&amp;Exportar la parte del club…</translation>
    </message>
    <message>
        <source>Parte del club para la federación</source>
        <translation>Parte del club para la federación</translation>
    </message>
    <message>
        <source>El club aún no tiene autoridad de firma: créela y emita los certificados de sus delegados en Ajustes → Certificados de firma; después exporte aquí su parte y envíela a la federación.</source>
        <translation>El club aún no tiene autoridad de firma: créela y emita los certificados de sus delegados en Ajustes → Certificados de firma; después exporte aquí su parte y envíela a la federación.</translation>
    </message>
    <message>
        <source>El certificado de la autoridad del club y los delegados a los que ha emitido certificado ({issued}), en un archivo .json para enviarlo a la federación, que lo incluye en el registro firmado.</source>
        <translation>El certificado de la autoridad del club y los delegados a los que ha emitido certificado ({issued}), en un archivo .json para enviarlo a la federación, que lo incluye en el registro firmado.</translation>
    </message>
    <message numerus="yes">
        <source>%n certificado(s) emitido(s)</source>
        <translation>
            <numerusform>%n certificado emitido</numerusform>
            <numerusform>%n certificados emitidos</numerusform>
        </translation>
    </message>
    <message>
        <source>El registro instalado no se puede leer: {error}</source>
        <translation>El registro instalado no se puede leer: {error}</translation>
    </message>
    <message>
        <source>Ningún registro instalado todavía.</source>
        <translation>Ningún registro instalado todavía.</translation>
    </message>
    <message>
        <source>Instalado: Registro federativo versión {version} de {federation}, firmado el {date}.
Huella SHA-256 del certificado de la federación (compárela con la que publica la federación): {fingerprint}. {clubs}, {arbiters}.</source>
        <translation>Instalado: Registro federativo versión {version} de {federation}, firmado el {date}.
Huella SHA-256 del certificado de la federación (compárela con la que publica la federación): {fingerprint}. {clubs}, {arbiters}.</translation>
    </message>
    <message>
        <source>(fecha ilegible)</source>
        <translation>(fecha ilegible)</translation>
    </message>
    <message>
        <source>No se pudo guardar: {error}</source>
        <translation>No se pudo guardar: {error}</translation>
    </message>
    <message>
        <source>Parte de {club} guardada en {file}: la autoridad del club y {delegates}. Envíela a la federación; cuando publique el registro firmado, instálelo aquí.</source>
        <translation>Parte de {club} guardada en {file}: la autoridad del club y {delegates}. Envíela a la federación; cuando publique el registro firmado, instálelo aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n delegado(s)</source>
        <translation>
            <numerusform>%n delegado</numerusform>
            <numerusform>%n delegados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(es)</source>
        <translation>
            <numerusform>%n club</numerusform>
            <numerusform>%n clubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n árbitro(s)</source>
        <translation>
            <numerusform>%n árbitro</numerusform>
            <numerusform>%n árbitros</numerusform>
        </translation>
    </message>
    <message>
        <source>No se pudo instalar el registro: {error}.</source>
        <translation>No se pudo instalar el registro: {error}.</translation>
    </message>
    <message>
        <source>Registro versión {version} instalado.</source>
        <translation>Registro versión {version} instalado.</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>blancas</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>negras</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>— sin resultado —</source>
        <translation>— sin resultado —</translation>
    </message>
    <message>
        <source>1-0 · gana el local ({colour})</source>
        <translation>1-0 · gana el local ({colour})</translation>
    </message>
    <message>
        <source>½-½ · tablas</source>
        <translation>½-½ · tablas</translation>
    </message>
    <message>
        <source>0-1 · gana el visitante ({colour})</source>
        <translation>0-1 · gana el visitante ({colour})</translation>
    </message>
    <message>
        <source>+/- · no comparece el visitante</source>
        <translation>+/- · no comparece el visitante</translation>
    </message>
    <message>
        <source>-/+ · no comparece el local</source>
        <translation>-/+ · no comparece el local</translation>
    </message>
    <message>
        <source>-/- · no comparece ninguno</source>
        <translation>-/- · no comparece ninguno</translation>
    </message>
    <message>
        <source>Resultados — ronda {round}</source>
        <translation>Resultados — ronda {round}</translation>
    </message>
    <message>
        <source>{competition} · ronda {round} · {when}</source>
        <translation>{competition} · ronda {round} · {when}</translation>
    </message>
    <message>
        <source>Resultado del encuentro</source>
        <translation>Resultado del encuentro</translation>
    </message>
    <message>
        <source>&amp;Guardar</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Cancelar</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Borrar resultados</source>
        <translation>&amp;Borrar resultados</translation>
    </message>
    <message>
        <source>&amp;Fallo del Comité recibido…</source>
        <translation>&amp;Fallo del Comité recibido…</translation>
    </message>
    <message>
        <source>Lo que decide el Comité sobre este encuentro: resultados y descuentos</source>
        <translation>Lo que decide el Comité sobre este encuentro: resultados y descuentos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acta cerrada:&lt;/b&gt; los resultados son definitivos; una corrección va en un anexo del acta.</source>
        <translation>&lt;b&gt;Acta cerrada:&lt;/b&gt; los resultados son definitivos; una corrección va en un anexo del acta.</translation>
    </message>
    <message>
        <source>Tablero</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Local: {team}</source>
        <translation>Local: {team}</translation>
    </message>
    <message>
        <source>Resultado</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Visitante: {team}</source>
        <translation>Visitante: {team}</translation>
    </message>
    <message>
        <source>Resultado del tablero {board}</source>
        <translation>Resultado del tablero {board}</translation>
    </message>
    <message>
        <source>Mesa y partida</source>
        <translation>Mesa y partida</translation>
    </message>
    <message>
        <source>Gana</source>
        <translation>Gana</translation>
    </message>
    <message>
        <source>Suspendida</source>
        <translation>Suspendida</translation>
    </message>
    <message>
        <source>Tantos local, mesa {table}, partida {partida}</source>
        <translation>Tantos local, mesa {table}, partida {partida}</translation>
    </message>
    <message>
        <source>Tantos visitante, mesa {table}, partida {partida}</source>
        <translation>Tantos visitante, mesa {table}, partida {partida}</translation>
    </message>
    <message>
        <source> tantos</source>
        <translation> tantos</translation>
    </message>
    <message>
        <source>Fallo del Comité</source>
        <translation>Fallo del Comité</translation>
    </message>
    <message>
        <source>Partida suspendida que el Comité cerró sin llegar a {target} tantos (art. 20): gana la pareja que iba delante.</source>
        <translation>Partida suspendida que el Comité cerró sin llegar a {target} tantos (art. 20): gana la pareja que iba delante.</translation>
    </message>
    <message>
        <source>Fallo del Comité, mesa {table}, partida {partida}</source>
        <translation>Fallo del Comité, mesa {table}, partida {partida}</translation>
    </message>
    <message>
        <source>Mesa {table} · partida {partida}</source>
        <translation>Mesa {table} · partida {partida}</translation>
    </message>
    <message>
        <source>Tantos finales de la Hoja de Anotaciones; la partida es a {target}. En un abandono (art. 20) anote a la pareja que gana los tantos que le faltan.</source>
        <translation>Tantos finales de la Hoja de Anotaciones; la partida es a {target}. En un abandono (art. 20) anote a la pareja que gana los tantos que le faltan.</translation>
    </message>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>visitante</source>
        <translation>visitante</translation>
    </message>
    <message>
        <source>{home}-{away} en partidas</source>
        <translation>{home}-{away} en partidas</translation>
    </message>
    <message>
        <source>Resultado: {score}. El encuentro queda como jugado.</source>
        <translation>Resultado: {score}. El encuentro queda como jugado.</translation>
    </message>
    <message>
        <source>Resultado parcial: {score}; faltan {missing} tableros. Hasta completarlo no cuenta para la clasificación.</source>
        <translation>Resultado parcial: {score}; faltan {missing} tableros. Hasta completarlo no cuenta para la clasificación.</translation>
    </message>
    <message>
        <source>Resultado parcial: {score}; faltan {missing} partidas. Hasta completarlo no cuenta para la clasificación.</source>
        <translation>Resultado parcial: {score}; faltan {missing} partidas. Hasta completarlo no cuenta para la clasificación.</translation>
    </message>
    <message>
        <source>Resultados no guardados</source>
        <translation>Resultados no guardados</translation>
    </message>
    <message>
        <source>Borrar resultados</source>
        <translation>Borrar resultados</translation>
    </message>
    <message>
        <source>¿Borrar todos los resultados de este encuentro? Dejará de contar para la clasificación.</source>
        <translation>¿Borrar todos los resultados de este encuentro? Dejará de contar para la clasificación.</translation>
    </message>
    <message>
        <source>Resultados no borrados</source>
        <translation>Resultados no borrados</translation>
    </message>
</context>
<context>
    <name>SeatingDiagram</name>
    <message>
        <source>Asientos de la mesa</source>
        <translation>Asientos de la mesa</translation>
    </message>
    <message>
        <source>Sin sortear</source>
        <translation>Sin sortear</translation>
    </message>
    <message>
        <source>{seat}: {name}, n.º {number}</source>
        <translation>{seat}: {name}, n.º {number}</translation>
    </message>
    <message>
        <source>MESA</source>
        <translation>MESA</translation>
    </message>
    <message>
        <source> · sale</source>
        <translation> · sale</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Versión:</source>
        <translation>Versión:</translation>
    </message>
    <message>
        <source>Idioma</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Idioma:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Base de datos:</source>
        <translation>Base de datos:</translation>
    </message>
    <message>
        <source>Copias de seguridad:</source>
        <translation>Copias de seguridad:</translation>
    </message>
    <message>
        <source>Registro de errores:</source>
        <translation>Registro de errores:</translation>
    </message>
    <message>
        <source>&amp;Festivos del club…</source>
        <translation>&amp;Festivos del club…</translation>
    </message>
    <message>
        <source>Festivos locales que no cuentan como días hábiles en los plazos</source>
        <translation>Festivos locales que no cuentan como días hábiles en los plazos</translation>
    </message>
    <message>
        <source>Plazos:</source>
        <translation>Plazos:</translation>
    </message>
    <message>
        <source>Abrir la &amp;carpeta de datos</source>
        <translation>Abrir la &amp;carpeta de datos</translation>
    </message>
    <message>
        <source>Copias de &amp;seguridad…</source>
        <translation>Copias de &amp;seguridad…</translation>
    </message>
    <message>
        <source>Ver, restaurar, exportar o importar la base de datos</source>
        <translation>Ver, restaurar, exportar o importar la base de datos</translation>
    </message>
    <message>
        <source>Cer&amp;tificados de firma…</source>
        <translation>Cer&amp;tificados de firma…</translation>
    </message>
    <message>
        <source>Crear la autoridad de certificación del club y los certificados de los delegados</source>
        <translation>Crear la autoridad de certificación del club y los certificados de los delegados</translation>
    </message>
    <message>
        <source>Re&amp;gistro federativo…</source>
        <translation>Re&amp;gistro federativo…</translation>
    </message>
    <message>
        <source>El registro firmado por la federación: quién puede firmar cada papel</source>
        <translation>El registro firmado por la federación: quién puede firmar cada papel</translation>
    </message>
    <message>
        <source>Co&amp;mprobar un acta en PDF…</source>
        <translation>Co&amp;mprobar un acta en PDF…</translation>
    </message>
    <message>
        <source>Firmas, cambios posteriores y datos de un acta firmada</source>
        <translation>Firmas, cambios posteriores y datos de un acta firmada</translation>
    </message>
    <message>
        <source>C&amp;orreo…</source>
        <translation>C&amp;orreo…</translation>
    </message>
    <message>
        <source>Servidor de correo del club y dirección de la federación para las actas</source>
        <translation>Servidor de correo del club y dirección de la federación para las actas</translation>
    </message>
    <message>
        <source>Ajustes</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Un cambio de idioma se aplica la próxima vez que se abra Delegado.</source>
        <translation>Un cambio de idioma se aplica la próxima vez que se abra Delegado.</translation>
    </message>
    <message>
        <source>Guardado: Delegado se mostrará en {language} la próxima vez que se abra.</source>
        <translation>Guardado: Delegado se mostrará en {language} la próxima vez que se abra.</translation>
    </message>
</context>
<context>
    <name>SideEditor</name>
    <message>
        <source>Tableros</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>&amp;Poner en el primer tablero libre</source>
        <translation>&amp;Poner en el primer tablero libre</translation>
    </message>
    <message>
        <source>P&amp;roponer alineación</source>
        <translation>P&amp;roponer alineación</translation>
    </message>
    <message>
        <source>&amp;Confirmar alineación</source>
        <translation>&amp;Confirmar alineación</translation>
    </message>
    <message>
        <source>Registrar como &amp;incidencia</source>
        <translation>Registrar como &amp;incidencia</translation>
    </message>
    <message>
        <source>Incumplimientos y avisos</source>
        <translation>Incumplimientos y avisos</translation>
    </message>
    <message>
        <source>Comprobación del reglamento</source>
        <translation>Comprobación del reglamento</translation>
    </message>
    <message>
        <source>Tablero {board} · Blancas</source>
        <translation>Tablero {board} · Blancas</translation>
    </message>
    <message>
        <source>Tablero {board} · Negras</source>
        <translation>Tablero {board} · Negras</translation>
    </message>
    <message>
        <source>Quitar</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Quitar el jugador del tablero {board}</source>
        <translation>Quitar el jugador del tablero {board}</translation>
    </message>
    <message>
        <source>Escribir…</source>
        <translation>Escribir…</translation>
    </message>
    <message>
        <source>Escribir el jugador rival del tablero {board}</source>
        <translation>Escribir el jugador rival del tablero {board}</translation>
    </message>
    <message>
        <source>Alineación</source>
        <translation>Alineación</translation>
    </message>
    <message>
        <source>✔ La alineación cumple el reglamento.</source>
        <translation>✔ La alineación cumple el reglamento.</translation>
    </message>
    <message>
        <source>El acta de este encuentro está cerrada: solo lectura.</source>
        <translation>El acta de este encuentro está cerrada: solo lectura.</translation>
    </message>
    <message>
        <source>Alineación confirmada el {when}.</source>
        <translation>Alineación confirmada el {when}.</translation>
    </message>
    <message>
        <source>No se puede confirmar mientras haya incumplimientos (✖) del reglamento.</source>
        <translation>No se puede confirmar mientras haya incumplimientos (✖) del reglamento.</translation>
    </message>
    <message>
        <source>Sin confirmar: los cambios se guardan al momento.</source>
        <translation>Sin confirmar: los cambios se guardan al momento.</translation>
    </message>
    <message>
        <source>✖ De baja</source>
        <translation>✖ De baja</translation>
    </message>
    <message>
        <source>✖ No puede</source>
        <translation>✖ No puede</translation>
    </message>
    <message>
        <source>⚠ Con aviso</source>
        <translation>⚠ Con aviso</translation>
    </message>
    <message>
        <source>✔ Sí</source>
        <translation>✔ Sí</translation>
    </message>
    <message>
        <source> · alineado</source>
        <translation> · alineado</translation>
    </message>
    <message>
        <source>Puede jugar este encuentro.</source>
        <translation>Puede jugar este encuentro.</translation>
    </message>
    <message>
        <source>Todos los tableros están ocupados.</source>
        <translation>Todos los tableros están ocupados.</translation>
    </message>
    <message>
        <source>Alineación confirmada.</source>
        <translation>Alineación confirmada.</translation>
    </message>
    <message>
        <source>Disponibilidad</source>
        <translation>Disponibilidad</translation>
    </message>
    <message>
        <source>Incidencias</source>
        <translation>Incidencias</translation>
    </message>
    <message>
        <source>Seleccione primero el aviso que quiere registrar.</source>
        <translation>Seleccione primero el aviso que quiere registrar.</translation>
    </message>
    <message>
        <source>Aviso registrado como incidencia del acta.</source>
        <translation>Aviso registrado como incidencia del acta.</translation>
    </message>
</context>
<context>
    <name>SignaturePad</name>
    <message>
        <source>Zona de firma</source>
        <translation>Zona de firma</translation>
    </message>
    <message>
        <source>Firme aquí con el ratón, el panel táctil o un lápiz</source>
        <translation>Firme aquí con el ratón, el panel táctil o un lápiz</translation>
    </message>
</context>
<context>
    <name>SignerBox</name>
    <message>
        <source>Nombre: {role}</source>
        <translation>Nombre: {role}</translation>
    </message>
    <message>
        <source>Licencia: {role}</source>
        <translation>Licencia: {role}</translation>
    </message>
    <message>
        <source>Zona de firma: {role}</source>
        <translation>Zona de firma: {role}</translation>
    </message>
    <message>
        <source>Firmar</source>
        <translation>Firmar</translation>
    </message>
    <message>
        <source>Firmar: {role}</source>
        <translation>Firmar: {role}</translation>
    </message>
    <message>
        <source>Borrar</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Borrar la firma: {role}</source>
        <translation>Borrar la firma: {role}</translation>
    </message>
    <message>
        <source>Nombre:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Licencia:</source>
        <translation>Licencia:</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Puntos</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>A favor</source>
        <translation>A favor</translation>
    </message>
    <message>
        <source>En contra</source>
        <translation>En contra</translation>
    </message>
    <message>
        <source>Desempate</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <source>Clasificación oficial</source>
        <translation>Clasificación oficial</translation>
    </message>
    <message>
        <source>Competición:</source>
        <translation>Competición:</translation>
    </message>
    <message>
        <source>Todavía no hay ninguna acta aceptada.</source>
        <translation>Todavía no hay ninguna acta aceptada.</translation>
    </message>
    <message>
        <source>eliminado</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>Sin contar: ronda {round}, {home} – {away}: {status}</source>
        <translation>Sin contar: ronda {round}, {home} – {away}: {status}</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Clasificación</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Los equipos empatados a puntos están resaltados</source>
        <translation>Los equipos empatados a puntos están resaltados</translation>
    </message>
    <message>
        <source>Cifras del desempate</source>
        <translation>Cifras del desempate</translation>
    </message>
    <message>
        <source>Desempate</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <source>{counted} de {total} encuentros con resultado</source>
        <translation>{counted} de {total} encuentros con resultado</translation>
    </message>
    <message>
        <source>puntos por encuentro {win}/{draw}/{loss}</source>
        <translation>puntos por encuentro {win}/{draw}/{loss}</translation>
    </message>
    <message>
        <source>empates: resultado particular, Sistema Holandés, encuentro de desempate</source>
        <translation>empates: resultado particular, Sistema Holandés, encuentro de desempate</translation>
    </message>
    <message>
        <source>empates: resultado particular, diferencia de partidas, diferencia de tantos</source>
        <translation>empates: resultado particular, diferencia de partidas, diferencia de tantos</translation>
    </message>
    <message>
        <source>eliminados por incomparecencia (art. 20.1): {names}</source>
        <translation>eliminados por incomparecencia (art. 20.1): {names}</translation>
    </message>
    <message numerus="yes">
        <source>%n encuentro(s) con resultados a medias no cuenta(n) todavía</source>
        <translation>
            <numerusform>%n encuentro con resultados a medias no cuenta todavía</numerusform>
            <numerusform>%n encuentros con resultados a medias no cuentan todavía</numerusform>
        </translation>
    </message>
    <message>
        <source>Seleccione un equipo resaltado para ver cómo se ha deshecho su empate.</source>
        <translation>Seleccione un equipo resaltado para ver cómo se ha deshecho su empate.</translation>
    </message>
    <message>
        <source>No hay equipos empatados a puntos.</source>
        <translation>No hay equipos empatados a puntos.</translation>
    </message>
    <message>
        <source>{team}: {why}</source>
        <translation>{team}: {why}</translation>
    </message>
    <message>
        <source>{team} no está empatado a puntos con nadie.</source>
        <translation>{team} no está empatado a puntos con nadie.</translation>
    </message>
</context>
<context>
    <name>StartStep</name>
    <message>
        <source>Hora real de comienzo</source>
        <translation>Hora real de comienzo</translation>
    </message>
    <message>
        <source>Local y material dispuestos a la hora oficial (art. 17.1)</source>
        <translation>Local y material dispuestos a la hora oficial (art. 17.1)</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>vacío si no hay árbitro</source>
        <translation>vacío si no hay árbitro</translation>
    </message>
    <message>
        <source>Licencia del árbitro</source>
        <translation>Licencia del árbitro</translation>
    </message>
    <message>
        <source>&amp;Guardar el comienzo</source>
        <translation>&amp;Guardar el comienzo</translation>
    </message>
    <message>
        <source>Hora real de &amp;comienzo:</source>
        <translation>Hora real de &amp;comienzo:</translation>
    </message>
    <message>
        <source>Á&amp;rbitro:</source>
        <translation>Á&amp;rbitro:</translation>
    </message>
    <message>
        <source>Licencia del árbitro:</source>
        <translation>Licencia del árbitro:</translation>
    </message>
    <message>
        <source>Presencia por tablero (hora de llegada)</source>
        <translation>Presencia por tablero (hora de llegada)</translation>
    </message>
    <message>
        <source>Comprobación del comienzo</source>
        <translation>Comprobación del comienzo</translation>
    </message>
    <message>
        <source>Aplicar las &amp;incomparecencias propuestas (arts. 18.6 y 18.7)</source>
        <translation>Aplicar las &amp;incomparecencias propuestas (arts. 18.6 y 18.7)</translation>
    </message>
    <message>
        <source>Entrega de las alineaciones (art. 16.3)</source>
        <translation>Entrega de las alineaciones (art. 16.3)</translation>
    </message>
    <message>
        <source>Equipo local</source>
        <translation>Equipo local</translation>
    </message>
    <message>
        <source>Equipo visitante</source>
        <translation>Equipo visitante</translation>
    </message>
    <message>
        <source>Entrega de la alineación: {team}</source>
        <translation>Entrega de la alineación: {team}</translation>
    </message>
    <message>
        <source>Entregada en papel</source>
        <translation>Entregada en papel</translation>
    </message>
    <message>
        <source>Tecleada en la aplicación</source>
        <translation>Tecleada en la aplicación</translation>
    </message>
    <message>
        <source>No entregada</source>
        <translation>No entregada</translation>
    </message>
    <message>
        <source>Hora de entrega: {team}</source>
        <translation>Hora de entrega: {team}</translation>
    </message>
    <message>
        <source>Anotar</source>
        <translation>Anotar</translation>
    </message>
    <message>
        <source>Anotar la entrega: {team}</source>
        <translation>Anotar la entrega: {team}</translation>
    </message>
    <message>
        <source>Relojes, comienzo e incomparecencias</source>
        <translation>Relojes, comienzo e incomparecencias</translation>
    </message>
    <message>
        <source>Tablero</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>tablero {board}, local</source>
        <translation>tablero {board}, local</translation>
    </message>
    <message>
        <source>tablero {board}, visitante</source>
        <translation>tablero {board}, visitante</translation>
    </message>
    <message>
        <source>Llegada: {where}</source>
        <translation>Llegada: {where}</translation>
    </message>
    <message>
        <source>Ha llegado</source>
        <translation>Ha llegado</translation>
    </message>
    <message>
        <source>Ha llegado: {where}</source>
        <translation>Ha llegado: {where}</translation>
    </message>
    <message>
        <source>Aplazado al {when} (fecha oficial: {official}) · Ritmo: {time_control}</source>
        <translation>Aplazado al {when} (fecha oficial: {official}) · Ritmo: {time_control}</translation>
    </message>
    <message>
        <source>Hora oficial: {when} · Ritmo: {time_control}</source>
        <translation>Hora oficial: {when} · Ritmo: {time_control}</translation>
    </message>
    <message>
        <source>✔ Comienzo guardado: {start}, árbitro {arbiter}.</source>
        <translation>✔ Comienzo guardado: {start}, árbitro {arbiter}.</translation>
    </message>
    <message>
        <source>✔ Comienzo guardado: {start}, sin árbitro.</source>
        <translation>✔ Comienzo guardado: {start}, sin árbitro.</translation>
    </message>
    <message>
        <source>(sin jugador)</source>
        <translation>(sin jugador)</translation>
    </message>
    <message>
        <source>{player} — no ha llegado</source>
        <translation>{player} — no ha llegado</translation>
    </message>
    <message>
        <source>Anote las llegadas (teclee la hora o pulse «Ha llegado»): los relojes, los retrasos y las incomparecencias (arts. 18.4 a 18.7 y 20.1) se calculan a partir de ellas.</source>
        <translation>Anote las llegadas (teclee la hora o pulse «Ha llegado»): los relojes, los retrasos y las incomparecencias (arts. 18.4 a 18.7 y 20.1) se calculan a partir de ellas.</translation>
    </message>
    <message>
        <source>Todavía no hay alineaciones (paso Documentación)</source>
        <translation>Todavía no hay alineaciones (paso Documentación)</translation>
    </message>
    <message>
        <source>Sin hora de llegada en los tableros {boards}</source>
        <translation>Sin hora de llegada en los tableros {boards}</translation>
    </message>
</context>
<context>
    <name>StepGuide</name>
    <message>
        <source>&lt;b&gt;Acta fuera de fecha:&lt;/b&gt; hoy no es el día del encuentro, así que el reloj del ordenador no vale para el acta. Teclee cada hora en su casilla (1555 son las 15:55); «Ahora» y «Ha llegado» no anotan nada.</source>
        <translation>&lt;b&gt;Acta fuera de fecha:&lt;/b&gt; hoy no es el día del encuentro, así que el reloj del ordenador no vale para el acta. Teclee cada hora en su casilla (1555 son las 15:55); «Ahora» y «Ha llegado» no anotan nada.</translation>
    </message>
    <message>
        <source>Pasos del acta</source>
        <translation>Pasos del acta</translation>
    </message>
    <message>
        <source>← &amp;Anterior</source>
        <translation>← &amp;Anterior</translation>
    </message>
    <message>
        <source>&amp;Siguiente →</source>
        <translation>&amp;Siguiente →</translation>
    </message>
    <message>
        <source>Cerrar</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Acta</source>
        <translation>Acta</translation>
    </message>
    <message>
        <source>Firmas</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <source>El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá que firmar de nuevo. ¿Continuar?</source>
        <translation>El acta ya está firmada por {names}. Este cambio anula esas firmas y habrá que firmar de nuevo. ¿Continuar?</translation>
    </message>
</context>
<context>
    <name>TeamDetailsDialog</name>
    <message>
        <source>Editar equipo</source>
        <translation>Editar equipo</translation>
    </message>
    <message>
        <source>Añadir equipo rival</source>
        <translation>Añadir equipo rival</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Equipo del club</source>
        <translation>Equipo del club</translation>
    </message>
    <message>
        <source>Nombre del equipo</source>
        <translation>Nombre del equipo</translation>
    </message>
    <message>
        <source>vacío: el nombre del club (y su letra)</source>
        <translation>vacío: el nombre del club (y su letra)</translation>
    </message>
    <message>
        <source>Dirección del local de juego</source>
        <translation>Dirección del local de juego</translation>
    </message>
    <message>
        <source>Juega en casa los domingos (art. 6.1)</source>
        <translation>Juega en casa los domingos (art. 6.1)</translation>
    </message>
    <message>
        <source>Juega en casa los domingos</source>
        <translation>Juega en casa los domingos</translation>
    </message>
    <message>
        <source>Nombre del delegado</source>
        <translation>Nombre del delegado</translation>
    </message>
    <message>
        <source>Teléfono del delegado</source>
        <translation>Teléfono del delegado</translation>
    </message>
    <message>
        <source>Correo del delegado</source>
        <translation>Correo del delegado</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>E&amp;quipo:</source>
        <translation>E&amp;quipo:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Local de juego:</source>
        <translation>&amp;Local de juego:</translation>
    </message>
    <message>
        <source>&amp;Delegado:</source>
        <translation>&amp;Delegado:</translation>
    </message>
    <message>
        <source>&amp;Teléfono:</source>
        <translation>&amp;Teléfono:</translation>
    </message>
    <message>
        <source>C&amp;orreo:</source>
        <translation>C&amp;orreo:</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <source>Nuevo equipo</source>
        <translation>Nuevo equipo</translation>
    </message>
    <message>
        <source>Equipo</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Nombre del equipo</source>
        <translation>Nombre del equipo</translation>
    </message>
    <message>
        <source>Competición</source>
        <translation>Competición</translation>
    </message>
    <message>
        <source>(ninguna todavía)</source>
        <translation>(ninguna todavía)</translation>
    </message>
    <message>
        <source>Juega en casa los domingos a las 10:00 (art. 6.1)</source>
        <translation>Juega en casa los domingos a las 10:00 (art. 6.1)</translation>
    </message>
    <message>
        <source>Juega en casa los domingos a las 10:00</source>
        <translation>Juega en casa los domingos a las 10:00</translation>
    </message>
    <message>
        <source>&amp;Equipo:</source>
        <translation>&amp;Equipo:</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Competición:</source>
        <translation>&amp;Competición:</translation>
    </message>
    <message>
        <source>El club ya tiene todos los equipos posibles (A–H).</source>
        <translation>El club ya tiene todos los equipos posibles (A–H).</translation>
    </message>
</context>
<context>
    <name>TeamsStep</name>
    <message>
        <source>Árbitro</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>vacío si no hay árbitro</source>
        <translation>vacío si no hay árbitro</translation>
    </message>
    <message>
        <source>Licencia del árbitro</source>
        <translation>Licencia del árbitro</translation>
    </message>
    <message>
        <source>Guardar el á&amp;rbitro</source>
        <translation>Guardar el á&amp;rbitro</translation>
    </message>
    <message>
        <source>Árbitro:</source>
        <translation>Árbitro:</translation>
    </message>
    <message>
        <source>Licencia:</source>
        <translation>Licencia:</translation>
    </message>
    <message>
        <source>&amp;Proponer parejas</source>
        <translation>&amp;Proponer parejas</translation>
    </message>
    <message>
        <source>Las parejas de las mesas que faltan, por el orden de la lista de cada equipo: anota el primero de la pareja local y cuenta el primero de la rival. Nada se guarda hasta pulsar «Guardar todas las mesas».</source>
        <translation>Las parejas de las mesas que faltan, por el orden de la lista de cada equipo: anota el primero de la pareja local y cuenta el primero de la rival. Nada se guarda hasta pulsar «Guardar todas las mesas».</translation>
    </message>
    <message>
        <source>Guardar &amp;todas las mesas</source>
        <translation>Guardar &amp;todas las mesas</translation>
    </message>
    <message>
        <source>En cada mesa la pareja local señala quién anota la Hoja de Anotaciones y la pareja rival quién hace el recuento; una mano se anota solo cuando la aprueba el contador (art. 6).</source>
        <translation>En cada mesa la pareja local señala quién anota la Hoja de Anotaciones y la pareja rival quién hace el recuento; una mano se anota solo cuando la aprueba el contador (art. 6).</translation>
    </message>
    <message>
        <source>Mesas</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Faltan las parejas de las mesas {tables}</source>
        <translation>Faltan las parejas de las mesas {tables}</translation>
    </message>
    <message>
        <source>Propuestas las mesas {tables}: revíselas y guárdelas.</source>
        <translation>Propuestas las mesas {tables}: revíselas y guárdelas.</translation>
    </message>
    <message>
        <source>No hay mesas sin parejas que proponer.</source>
        <translation>No hay mesas sin parejas que proponer.</translation>
    </message>
    <message>
        <source>{team} no tiene jugadores en activo para las mesas {tables}.</source>
        <translation>{team} no tiene jugadores en activo para las mesas {tables}.</translation>
    </message>
    <message>
        <source>Nada que guardar: elija las parejas o pulse «Proponer parejas».</source>
        <translation>Nada que guardar: elija las parejas o pulse «Proponer parejas».</translation>
    </message>
    <message>
        <source>✔ Guardada la mesa {tables}.</source>
        <translation>✔ Guardada la mesa {tables}.</translation>
    </message>
    <message>
        <source>✔ Guardadas las mesas {tables}.</source>
        <translation>✔ Guardadas las mesas {tables}.</translation>
    </message>
</context>
<context>
    <name>TilePickerDialog</name>
    <message>
        <source>Fichas que quedan en cada mano</source>
        <translation>Fichas que quedan en cada mano</translation>
    </message>
    <message>
        <source>escriba las fichas: 66 54 10</source>
        <translation>escriba las fichas: 66 54 10</translation>
    </message>
    <message>
        <source>Fichas de {seat}</source>
        <translation>Fichas de {seat}</translation>
    </message>
    <message>
        <source>{tile} en la mano de {seat}</source>
        <translation>{tile} en la mano de {seat}</translation>
    </message>
    <message>
        <source>{seat}: {name} — dominó, sin fichas</source>
        <translation>{seat}: {name} — dominó, sin fichas</translation>
    </message>
    <message>
        <source>La {tile} ya está en la mano de {seat}.</source>
        <translation>La {tile} ya está en la mano de {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>%n ficha(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n punto(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Puntos en juego: {total}</source>
        <translation>Puntos en juego: {total}</translation>
    </message>
</context>
<context>
    <name>TimeEntry</name>
    <message>
        <source>«{text}» no es una hora. Escriba la hora y los minutos seguidos: 1555 son las 15:55 y 955 las 09:55.</source>
        <translation>«{text}» no es una hora. Escriba la hora y los minutos seguidos: 1555 son las 15:55 y 955 las 09:55.</translation>
    </message>
    <message>
        <source>hh:mm</source>
        <translation>hh:mm</translation>
    </message>
    <message>
        <source>Teclee la hora con cifras: 1555 son las 15:55, 955 las 09:55.</source>
        <translation>Teclee la hora con cifras: 1555 son las 15:55, 955 las 09:55.</translation>
    </message>
    <message>
        <source>Ahora</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Anota la hora del reloj del ordenador</source>
        <translation>Anota la hora del reloj del ordenador</translation>
    </message>
    <message>
        <source>Acta fuera de fecha: el reloj del ordenador no es la hora del encuentro. Teclee la hora en la casilla.</source>
        <translation>Acta fuera de fecha: el reloj del ordenador no es la hora del encuentro. Teclee la hora en la casilla.</translation>
    </message>
    <message>
        <source>Ahora: {field}</source>
        <translation>Ahora: {field}</translation>
    </message>
</context>
<context>
    <name>TypedPlayerDialog</name>
    <message>
        <source>Jugador rival — tablero {board}</source>
        <translation>Jugador rival — tablero {board}</translation>
    </message>
    <message>
        <source>&amp;Nombre:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>N.º de &amp;lista:</source>
        <translation>N.º de &amp;lista:</translation>
    </message>
    <message>
        <source>&amp;ELO:</source>
        <translation>&amp;ELO:</translation>
    </message>
    <message>
        <source>{field}: «{text}» no es un número entero.</source>
        <translation>{field}: «{text}» no es un número entero.</translation>
    </message>
    <message>
        <source>N.º de lista</source>
        <translation>N.º de lista</translation>
    </message>
    <message>
        <source>ELO</source>
        <translation>ELO</translation>
    </message>
    <message>
        <source>Escriba el nombre del jugador rival.</source>
        <translation>Escriba el nombre del jugador rival.</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <source>Documento PDF (*.pdf);;Todos los archivos (*)</source>
        <translation>Documento PDF (*.pdf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Certificado (*.pem *.crt *.cer *.der);;Todos los archivos (*)</source>
        <translation>Certificado (*.pem *.crt *.cer *.der);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{file} no contiene un certificado válido.</source>
        <translation>{file} no contiene un certificado válido.</translation>
    </message>
    <message>
        <source>Comprobar un acta firmada</source>
        <translation>Comprobar un acta firmada</translation>
    </message>
    <message>
        <source>Acta en PDF</source>
        <translation>Acta en PDF</translation>
    </message>
    <message>
        <source>&amp;Elegir…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>Elegir el acta en PDF</source>
        <translation>Elegir el acta en PDF</translation>
    </message>
    <message>
        <source>Autoridades de confianza</source>
        <translation>Autoridades de confianza</translation>
    </message>
    <message>
        <source>&amp;Añadir autoridad…</source>
        <translation>&amp;Añadir autoridad…</translation>
    </message>
    <message>
        <source>El certificado (.pem) que exporta el club o la federación</source>
        <translation>El certificado (.pem) que exporta el club o la federación</translation>
    </message>
    <message>
        <source>&amp;Quitar</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Quitar la autoridad seleccionada</source>
        <translation>Quitar la autoridad seleccionada</translation>
    </message>
    <message>
        <source>Confianza instalada en este programa</source>
        <translation>Confianza instalada en este programa</translation>
    </message>
    <message>
        <source>Acta (PDF):</source>
        <translation>Acta (PDF):</translation>
    </message>
    <message>
        <source>Ya de confianza:</source>
        <translation>Ya de confianza:</translation>
    </message>
    <message>
        <source>Confiar además en:</source>
        <translation>Confiar además en:</translation>
    </message>
    <message>
        <source>&amp;Comprobar</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>Informe de la comprobación</source>
        <translation>Informe de la comprobación</translation>
    </message>
    <message>
        <source>Informe de la comprobación:</source>
        <translation>Informe de la comprobación:</translation>
    </message>
    <message>
        <source>la autoridad de firma de su club ({club})</source>
        <translation>la autoridad de firma de su club ({club})</translation>
    </message>
    <message>
        <source>el registro de la federación instalado (versión {version})</source>
        <translation>el registro de la federación instalado (versión {version})</translation>
    </message>
    <message>
        <source>nada: este programa no tiene autoridad de firma del club ni registro de la federación instalados.</source>
        <translation>nada: este programa no tiene autoridad de firma del club ni registro de la federación instalados.</translation>
    </message>
    <message>
        <source>Elegir el acta</source>
        <translation>Elegir el acta</translation>
    </message>
    <message>
        <source>Elegir una autoridad de confianza</source>
        <translation>Elegir una autoridad de confianza</translation>
    </message>
    <message>
        <source>Autoridad de confianza</source>
        <translation>Autoridad de confianza</translation>
    </message>
    <message>
        <source>Comprobar</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Elija el PDF del acta.</source>
        <translation>Elija el PDF del acta.</translation>
    </message>
    <message>
        <source>No se puede leer {file}: {error}.</source>
        <translation>No se puede leer {file}: {error}.</translation>
    </message>
    <message>
        <source>Sin una autoridad de confianza no se puede saber quién firmó: pulse «Añadir autoridad…» y elija el certificado (.pem) que exporta el club o la federación.</source>
        <translation>Sin una autoridad de confianza no se puede saber quién firmó: pulse «Añadir autoridad…» y elija el certificado (.pem) que exporta el club o la federación.</translation>
    </message>
    <message>
        <source>✔ Acta correcta: todas las firmas y los datos se sostienen.</source>
        <translation>✔ Acta correcta: todas las firmas y los datos se sostienen.</translation>
    </message>
    <message>
        <source>Acta incompleta: lo presente se sostiene, pero falta la firma de: {who}.</source>
        <translation>Acta incompleta: lo presente se sostiene, pero falta la firma de: {who}.</translation>
    </message>
    <message>
        <source>✖ Acta NO verificada: {problems}</source>
        <translation>✖ Acta NO verificada: {problems}</translation>
    </message>
</context>
<context>
    <name>VisitorSigning</name>
    <message>
        <source>Acta en PDF (*.pdf)</source>
        <translation>Acta en PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Certificado (*.p12 *.pfx)</source>
        <translation>Certificado (*.p12 *.pfx)</translation>
    </message>
    <message>
        <source>Delegado local</source>
        <translation>Delegado local</translation>
    </message>
    <message>
        <source>Delegado visitante</source>
        <translation>Delegado visitante</translation>
    </message>
    <message>
        <source>Árbitro</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Enviar al delegado visitante</source>
        <translation>Enviar al delegado visitante</translation>
    </message>
    <message>
        <source>Enviar al delegado visitante por correo</source>
        <translation>Enviar al delegado visitante por correo</translation>
    </message>
    <message>
        <source>Correo del delegado visitante:</source>
        <translation>Correo del delegado visitante:</translation>
    </message>
    <message>
        <source>No se ha podido enviar:
{reason}</source>
        <translation>No se ha podido enviar:
{reason}</translation>
    </message>
    <message>
        <source>Enviada a {address}.</source>
        <translation>Enviada a {address}.</translation>
    </message>
    <message>
        <source>El acta que usted ha firmado</source>
        <translation>El acta que usted ha firmado</translation>
    </message>
    <message>
        <source>Guardar la copia para el delegado visitante</source>
        <translation>Guardar la copia para el delegado visitante</translation>
    </message>
    <message>
        <source>Copia guardada en {file}. El delegado visitante la abre en su Delegado con «Firmar un acta recibida…», firma y la envía a la federación.</source>
        <translation>Copia guardada en {file}. El delegado visitante la abre en su Delegado con «Firmar un acta recibida…», firma y la envía a la federación.</translation>
    </message>
    <message>
        <source>Enviando el acta al delegado visitante…</source>
        <translation>Enviando el acta al delegado visitante…</translation>
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
        <translation>La página «{page}» no está en esta instalación del programa. Está en la carpeta docs del código de Delegado.</translation>
    </message>
</context>
<context>
    <name>_TableBox</name>
    <message>
        <source>Mesa {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Mesa {table}: jugador {index} de la pareja local</source>
        <translation>Mesa {table}: jugador {index} de la pareja local</translation>
    </message>
    <message>
        <source>Mesa {table}: jugador {index} de la pareja visitante</source>
        <translation>Mesa {table}: jugador {index} de la pareja visitante</translation>
    </message>
    <message>
        <source>Mesa {table}: anotador</source>
        <translation>Mesa {table}: anotador</translation>
    </message>
    <message>
        <source>Mesa {table}: contador</source>
        <translation>Mesa {table}: contador</translation>
    </message>
    <message>
        <source>Cuenta y anota el árbitro (art. 6)</source>
        <translation>Cuenta y anota el árbitro (art. 6)</translation>
    </message>
    <message>
        <source>Guardar la mesa {table}</source>
        <translation>Guardar la mesa {table}</translation>
    </message>
    <message>
        <source>Anota:</source>
        <translation>Anota:</translation>
    </message>
    <message>
        <source>Cuenta:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <source>Propuesta, sin guardar: revísela y pulse «Guardar todas las mesas».</source>
        <translation>Propuesta, sin guardar: revísela y pulse «Guardar todas las mesas».</translation>
    </message>
    <message>
        <source>Pendiente: elija las parejas y pulse «Guardar».</source>
        <translation>Pendiente: elija las parejas y pulse «Guardar».</translation>
    </message>
    <message>
        <source>✔ Guardada. Los puestos ya están sorteados: un cambio de jugador es una sustitución, desde la Hoja de la partida (art. 20).</source>
        <translation>✔ Guardada. Los puestos ya están sorteados: un cambio de jugador es una sustitución, desde la Hoja de la partida (art. 20).</translation>
    </message>
    <message>
        <source>✔ Guardada. Falta el sorteo de puestos.</source>
        <translation>✔ Guardada. Falta el sorteo de puestos.</translation>
    </message>
</context>
</TS>
