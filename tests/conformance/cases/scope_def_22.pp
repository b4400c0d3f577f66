define d { file { "/${title}": } }
class c { File { owner => 'o' } d { 'x': } }
include c
