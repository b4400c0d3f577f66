@file { 'a': } -> @@file { 'b': }
