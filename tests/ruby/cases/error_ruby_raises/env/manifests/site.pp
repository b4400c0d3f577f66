include rw
notify { "x": message => rw::boom("no") }
