$cfg = { 'servers' => [{ 'name' => 'a', 'port' => 1 }, { 'name' => 'b', 'port' => 2 }] }
$cfg['servers'].each |$s| { notify { "${s['name']}:${s['port']}": } }
