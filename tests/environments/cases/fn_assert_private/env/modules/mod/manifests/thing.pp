define mod::thing {
  mod::private_define { "from ${title}": }
}
