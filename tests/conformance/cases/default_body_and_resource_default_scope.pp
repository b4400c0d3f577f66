File { owner => 'root' }
file {
  default: mode => '0644';
  '/tmp/a': ;
}
class c { file { '/tmp/b': } }
include c
