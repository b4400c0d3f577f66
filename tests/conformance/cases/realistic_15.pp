$h = { 'web1' => { 'ip' => '10.0.0.1' }, 'web2' => { 'ip' => '10.0.0.2' } }
$h.each |$host, $d| {
  @@host_entry { $host: ip => $d['ip'] }
}
define host_entry($ip) { notify { "${title} ${ip}": } }
Host_entry <<| |>>
