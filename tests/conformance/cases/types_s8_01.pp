type Port = Integer[1, 65535]
type Svc = Struct[{ name => String[1], port => Port, Optional[proto] => Enum['tcp', 'udp'] }]
class svc(Array[Svc] $services) {
  $services.each |$s| { notify { $s['name']: message => "${s['port']}/${s.get('proto') ? { undef => 'tcp', default => $s['proto'] }}" } }
}
class { 'svc': services => [{ name => 'web', port => 80 }, { name => 'dns', port => 53, proto => 'udp' }] }
