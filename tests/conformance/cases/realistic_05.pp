class base::firewall {
  $rules = { '100 ssh' => 22, '200 http' => 80 }
  $rules.each |$name, $port| {
    notify { "fw ${name}": message => "allow ${port}" }
  }
}
class role::web { include base::firewall Notify <| title == 'fw 200 http' |> { message => 'allow 8080' } }
include role::web
