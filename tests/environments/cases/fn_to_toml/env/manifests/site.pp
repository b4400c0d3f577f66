$data = {
  'title' => 'TOML "example"',
  'count' => 3,
  'ratio' => 0.5,
  'on' => true,
  'list' => [1, 'two', [3]],
  'key with space' => 'x#{y}',
  'owner' => { 'name' => 'Tom', 'dob' => '1979-05-27', 'nested' => { 'deep' => 1 } },
  'empty' => {},
  'only_tables' => { 'inner' => { 'v' => 1 } },
  'products' => [{ 'name' => 'Hammer', 'sku' => 738594937 }, { 'name' => 'Nail', 'mixed' => [{ 'a' => 1 }] }],
}
notify { 'to_toml': message => stdlib::to_toml($data) }
notify { 'to_toml_flat': message => stdlib::to_toml({ 'b' => 1, 'a' => undef }) }
