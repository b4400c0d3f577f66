define d() { file { "/d/${title}": } }
class c { File { owner => 'c-owner' } d { 'x': } }
include c
