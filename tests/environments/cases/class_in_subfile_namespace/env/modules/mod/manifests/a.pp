class mod::a { notify { "a": } }
class mod::a::b { notify { "a::b from a.pp": } }
