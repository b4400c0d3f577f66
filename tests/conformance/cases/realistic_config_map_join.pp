$config = {
  'main' => { 'level' => 'info', 'size' => 10 },
  'audit' => { 'level' => 'warn' },
}
$lines = $config.map |$section, $settings| {
  $kv = $settings.map |$k, $v| { "${k}=${v}" }.join(', ')
  "[${section}] ${kv}"
}
file { '/etc/log.conf': content => $lines.join("\n"), ensure => file }
$sizes = $config.filter |$s, $h| { 'size' in $h }.keys
notify { 'sized': message => $sizes }
