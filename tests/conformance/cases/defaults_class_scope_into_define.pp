class c {
  File { owner => 'root', group => 'root', mode => '0644' }
  file { '/a': }
  file { '/b': mode => '0600' }
  d { 'x': }
}
define d { file { "/d/${title}": } }
include c
