class a { File { mode => '0600' } include b }
class b { file { '/b': } }
include a
