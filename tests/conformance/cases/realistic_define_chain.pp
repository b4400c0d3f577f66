define fw::rule(String $proto = 'tcp', Variant[Integer, Array[Integer]] $port) {
  $ports = [$port].flatten
  $ports.each |$p| {
    notify { "${title}-${proto}-${p}": message => "${proto}/${p}" }
  }
}
fw::rule { 'web': port => [80, 443] }
fw::rule { 'dns': proto => 'udp', port => 53 }
Fw::Rule['web'] -> Fw::Rule['dns']
