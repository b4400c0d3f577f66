include mod::missing
