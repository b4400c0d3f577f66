class c { File { mode => '0600' } d { 'x': } }
define d() { file { "/d-${title}": } }
include c
