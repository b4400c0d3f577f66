$config = { 'listen' => 80, 'workers' => 4, 'modules' => ['ssl', 'gzip'] }
$lines = $config.map |$k, $v| {
  $val = $v ? { Array => join($v, ' '), default => $v }
  "${k} = ${val}"
}
file { '/etc/app.conf': content => $lines.sort.join("\n") }
