# Per-expression defaults, splats, abstract types and array titles.
$ownership = { 'owner' => 'root', 'group' => 'root' }
file {
  default:
    ensure => file,
    mode   => '0600',
    *      => $ownership,
  ;
  ['/etc/ssh/ssh_host_rsa_key', '/etc/ssh/ssh_host_ed25519_key']:
  ;
  '/etc/ssh/sshd_config':
    mode => '0644',
  ;
}

# create_resources by iteration.
$users = {
  'nick' => { uid => 1330, groups => ['developers'] },
  'dan'  => { uid => 1308, groups => ['prosvc'] },
}
$users.each |String $name, Hash $attrs| {
  Resource['user'] {
    $name: * => $attrs;
    default: managehome => true, shell => '/bin/bash';
  }
}
