type Tree = Variant[Integer, Array[Tree]]
type Js = Variant[String, Integer, Array[Js], Hash[String, Js]]
class c(Tree $t, Js $j) { notify { 'ok': message => [$t, $j] } }
class { 'c': t => [1, [2, [3]]], j => { 'a' => [1, 'x', { 'b' => 2 }] } }
notify { 'x': message => [[1, ['a']] =~ Tree, Tree, Array[Tree]] }
