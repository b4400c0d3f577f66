class base {
  package { 'present_pkg': ensure => present }
  user { 'alice': ensure => present, uid => 1001 }
}
include base
ensure_resource('user', 'alice', { 'ensure' => 'present' })
ensure_resource('user', ['bob', 'carol'], { 'ensure' => 'present', 'shell' => '/bin/sh' })
ensure_resource('file', '/tmp/x', { 'ensure' => 'file', 'mode' => undef })
ensure_resource('file', '/tmp/x', { 'ensure' => 'file' })
ensure_resource('notify', 'plain')
ensure_resources('group', { 'g1' => { 'gid' => 10 }, 'g2' => {} }, { 'ensure' => 'present' })
stdlib::ensure_packages(['curl', 'present_pkg'])
stdlib::ensure_packages('git', { 'ensure' => 'latest' })
stdlib::ensure_packages({ 'vim' => { 'ensure' => 'absent' }, 'curl' => {} })
ensure_packages(['wget'])
notify { 'defined_with_params':
  message => [
    defined_with_params(User['alice'], { 'uid' => 1001 }),
    defined_with_params(User['alice'], { 'uid' => 1002 }),
    defined_with_params('User[alice]'),
    defined_with_params('User[nobody]'),
    defined_with_params('Package[curl]', { 'ensure' => 'installed' }),
    defined_with_params(Class['base']),
  ],
}
notify { 'getparam':
  message => [getparam(User['alice'], 'uid'), getparam(User['alice'], 'home'), getparam(Package['git'], 'ensure'), getparam('User[bob]', 'shell'), getparam(User['nobody'], 'uid'), getparam(User['alice'], '')],
}
