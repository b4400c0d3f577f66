notify { 'r': message '  => ['a\nb', "a\nb", 'it''s', "q\"q", 'back\\slash', "\x41", "\101"] }
