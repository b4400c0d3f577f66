class firewall {
  $rules = [
    { 'port' => 22, 'proto' => 'tcp' },
    { 'port' => 53, 'proto' => 'udp' },
  ]
  $rules.each |$r| {
    notify { "fw-${r['proto']}-${r['port']}": message => "${r['proto']}/${r['port']}", tag => ['fw', $r['proto']] }
  }
}
include firewall
Notify <| tag == 'udp' |> { message => 'udp overridden' }
