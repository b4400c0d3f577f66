define d() { file { "/tmp/${title}": } }
class c { File { mode => '0600' } d { 'x': } }
include c
