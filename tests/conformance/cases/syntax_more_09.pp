notify { "unterminated: }
