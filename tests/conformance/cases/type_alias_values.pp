type MyInt = Integer[1, 10]
type MyStruct = Struct[{ name => String, Optional[age] => MyInt }]
notify { 'x': message => [{ 'name' => 'a' } =~ MyStruct, { 'name' => 'a', 'age' => 11 } =~ MyStruct, MyInt, 5 =~ MyInt] }
