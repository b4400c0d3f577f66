file { '/a': ensure => file, mode => '0644' }
define d($f) {
  notify { "${title} eq": message => [$f =~ Type[File], $f =~ Type, "${f}", $f[mode]] }
  notify { "${title} rel": require => $f }
  notify { "${title} arr": message => [$f] }
  notify { "${title} s": message => String($f) }
  $g = $f
  notify { "${title} t": message => "${type($g)}" }
}
d { 'x': f => File['/a'] }
class c($k = Class['main']) { notify { "k": message => [$k, "${k}"] } }
include c
