define limits::entry($domain, $item, $value, $type = 'soft') {
  $line = "${domain} ${type} ${item} ${value}"
  notify { "limit ${title}": message => $line }
}
$entries = {
  'nofile' => { 'domain' => '*', 'item' => 'nofile', 'value' => 4096 },
  'nproc'  => { 'domain' => '@dev', 'item' => 'nproc', 'value' => 100, 'type' => 'hard' },
}
$entries.each |$name, $e| { limits::entry { $name: * => $e } }
