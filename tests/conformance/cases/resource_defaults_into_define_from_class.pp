File { mode => '0644' }
define d() { file { "/d/${title}": } }
class c { File { owner => 'root' } d { 'x': } }
include c
