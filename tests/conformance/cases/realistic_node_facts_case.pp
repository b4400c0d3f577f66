node default {
  $role = $facts['os']['family'] ? { 'Debian' => 'deb', default => 'other' }
  notify { "role-${role}": }
  case $facts['kernel'] {
    'Linux': { notify { 'linux': message => $facts['os']['release']['major'] } }
    default: { }
  }
}
