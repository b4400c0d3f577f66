class a { file { '/x': mode => '0644' } }
class b { File['/x'] { owner => 'root' } }
include a
include b
