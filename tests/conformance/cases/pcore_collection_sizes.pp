# Collection keeps its size range: printed, matched, compared.
$c = Collection[1, 5]
notify { 'text': message => [String($c), String(Collection[2]), String(Collection[0, 3])] }
notify { 'match': message => [[1, 2] =~ $c, [] =~ $c, [1, 2, 3, 4, 5, 6] =~ $c, { 'a' => 1 } =~ $c, 'ab' =~ $c] }
notify { 'assignable': message => [Array[Integer, 2, 3] <= $c, Array[Integer] <= $c, Tuple[Integer, String] <= $c, Struct[{ a => Integer, Optional[b] => String }] <= $c, Hash[String, Integer, 6] <= $c] }
