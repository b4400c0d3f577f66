class m(Hash $single, Array $layered, Hash $nested, Array $wiped) {
  notify { 'm': message => [$single, $layered, $nested, $wiped] }
}
