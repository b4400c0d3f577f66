# stdlib: its functions, file_line and ensure_packages/ensure_resource.
$admins   = ['alice', 'bob', 'alice']
$settings = merge({ 'port' => 8080, 'workers' => 2 }, { 'workers' => $facts['processors']['count'] * 2 })
$limits   = { 'nofile' => 65536, 'nproc' => 4096 }

ensure_packages(['curl', 'vim', 'git'])
ensure_packages({ 'htop' => { 'ensure' => 'installed' } })
ensure_resource('user', unique($admins), { 'ensure' => 'present', 'managehome' => true })

file { '/etc/app':
  ensure => directory,
  mode   => '0755',
}
file { '/etc/app/settings.json':
  ensure  => file,
  content => stdlib::to_json_pretty($settings),
}
file { '/etc/app/limits.conf':
  ensure  => file,
  content => join(join_keys_to_values($limits, ' = '), "\n"),
}
file_line { 'sysctl swappiness':
  path  => '/etc/sysctl.conf',
  line  => 'vm.swappiness = 10',
  match => '^vm\.swappiness',
}
file_line { 'hosts allow':
  path => '/etc/hosts.allow',
  line => "sshd: ${join(prefix(['10.0.', '192.168.'], 'net:'), ' ')}",
}
notify { 'stdlib values':
  message => [
    pick(undef, '', 'fallback'),
    size(delete($admins, 'bob')),
    dig($facts, 'os', 'release', 'major'),
    suffix(['a', 'b'], '.conf'),
    stdlib::ensure(true, 'service'),
    to_yaml({ 'k' => [1, 2] }),
    fqdn_rand(60),
    $facts['os']['family'] ? { 'RedHat' => 'rpm', default => 'deb' },
  ].join(' | '),
}
