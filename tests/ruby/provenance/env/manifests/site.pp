notify { 'provenance':
  message  => pv::shout('ruby function'),
  withpath => false,
}
file { '/tmp/pv':
  content => template('pv/methods.erb'),
  mode    => '0644',
}
class pv::settings (String $from_ruby, String $plain) {}
include pv::settings
