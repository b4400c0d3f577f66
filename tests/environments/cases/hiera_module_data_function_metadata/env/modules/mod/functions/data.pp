function mod::data() {
  { 'mod::x' => 'from-function' }
}
