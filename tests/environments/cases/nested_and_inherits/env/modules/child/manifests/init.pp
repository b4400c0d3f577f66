class child inherits parent::base {
  notify { "child sees ${setting}": }
}
