$config = { 'log_level' => 'info', 'workers' => 4, 'features' => ['a', 'b'] }
file { '/etc/app.conf':
  ensure  => file,
  content => $config.map |$k, $v| { "${k}=${v}" }.join("\n"),
  mode    => $config['workers'] > 2 ? { true => '0640', default => '0644' },
}
