$defaults = { 'ensure' => 'file', 'owner' => 'root', 'mode' => '0644' }
$files = {
  '/etc/a' => { 'mode' => '0600' },
  '/etc/b' => {},
  '/etc/c' => { 'owner' => 'app', 'ensure' => 'absent' },
}
$files.each |$path, $attrs| {
  file { $path: * => $defaults + $attrs }
}
