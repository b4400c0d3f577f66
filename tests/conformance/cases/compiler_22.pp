notify { default: }
