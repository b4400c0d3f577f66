notify { 5: }
