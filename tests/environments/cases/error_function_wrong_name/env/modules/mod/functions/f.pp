function mod::g() { 1 }
