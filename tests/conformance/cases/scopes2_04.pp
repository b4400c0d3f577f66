define d { file { "/d/${title}": } }
class a { File { mode => '0600' } d { 'x': } }
include a
