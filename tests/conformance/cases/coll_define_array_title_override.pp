define d($x = 'dx') {
  notify { "d-${title}": message => $x }
}
d { ['one', 'two']: x => 'set' }
D <| title == 'one' |> { x => 'collected' }
