class mod {
  notify { 'x': message => }
}
