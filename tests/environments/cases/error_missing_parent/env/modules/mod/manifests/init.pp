class mod inherits mod::base { }
