class myclass(Integer $a = 1) {
  notify { 'a': message => $a }
}
