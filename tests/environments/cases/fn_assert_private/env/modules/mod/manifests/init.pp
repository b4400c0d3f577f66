class mod {
  include mod::private
  mod::private_define { 'inner': }
}
