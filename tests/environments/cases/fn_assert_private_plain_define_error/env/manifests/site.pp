mod::plain { 'outside': }
