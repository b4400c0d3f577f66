# ssh: server and client with options, without exported host keys.
class { 'ssh::server':
  storeconfigs_enabled => false,
  options              => {
    'PermitRootLogin'        => 'no',
    'PasswordAuthentication' => 'no',
    'AllowGroups'            => ['admins', 'deploy'],
    'Match User deploy'      => { 'X11Forwarding' => 'no' },
  },
}
class { 'ssh::client':
  storeconfigs_enabled => false,
  options              => { 'Host *.example.com' => { 'ForwardAgent' => 'yes' } },
}
