class mod($env_wins, $only_module, $only_default, $list, $h) {
  notify { 'mod': message => [$env_wins, $only_module, $only_default, $list, $h] }
}
